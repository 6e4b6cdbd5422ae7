import type { Language } from '@harambee/messages/src/language-codes';
import { readPreferences } from '../cookie-consent';

/** The cookie the server reads on a visit to `/` (apps/server/src/public-pages/page-language.ts). */
export const LANGUAGE_COOKIE = 'lang';
const A_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The visitor's own choice of language, for their next visit to `/`. Asked for by the visitor and holding nothing
 * about them, it lasts the browser session without consent (a user-interface choice); kept a year only when they
 * accepted functional cookies.
 */
export function rememberLanguage(language: Language) {
  const lasting = readPreferences().functionality ? `; Max-Age=${A_YEAR_S}` : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax${lasting}`;
}

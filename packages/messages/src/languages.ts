import en from '../locales/en';
import fr from '../locales/fr';
import sw from '../locales/sw';
import { type Language, LANGUAGE_NAMES } from './language-codes';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_CODES,
  LANGUAGE_NAMES,
} from './language-codes';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/** Every language's whole catalogue (the server's: API errors, pages, mails). See `language-codes.ts` to add one. */
export const LANGUAGES: Record<Language, { name: string; messages: Catalogue }> = {
  en: { name: LANGUAGE_NAMES.en, messages: en satisfies Catalogue },
  fr: { name: LANGUAGE_NAMES.fr, messages: fr satisfies Catalogue },
  sw: { name: LANGUAGE_NAMES.sw, messages: sw satisfies Catalogue },
};

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@harambee/messages/src/language-codes';

/** English lives at today's paths; every other language under its own first segment (`/fr/…`, `/sw/…`). */
export const languageOfPath = (pathname: string): Language => {
  const first = pathname.split('/')[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
};

/** The router's basename for a language: links written as `/campaign/…` stay in the page's language. */
export const basenameOf = (language: Language) =>
  language === DEFAULT_LANGUAGE ? undefined : `/${language}`;

/** The same page in another language: `/fr/campaign/1` → `/sw/campaign/1` or `/campaign/1`. */
export const pathInLanguage = (pathname: string, language: Language) => {
  const current = languageOfPath(pathname);
  const rest = current === DEFAULT_LANGUAGE ? pathname : pathname.slice(current.length + 1) || '/';
  return language === DEFAULT_LANGUAGE ? rest : `/${language}${rest === '/' ? '/' : rest}`;
};

/**
 * The languages Harambee speaks, by code, with their own names: light enough for the browser, which loads only its
 * page's messages. A new language: copy `locales/en` to its code, translate, and add its line here and in
 * `languages.ts`.
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  fr: 'Français',
  sw: 'Kiswahili',
} as const;

export type Language = keyof typeof LANGUAGE_NAMES;
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES = Object.keys(LANGUAGE_NAMES) as Language[];

export const isLanguage = (code: unknown): code is Language =>
  typeof code === 'string' && Object.hasOwn(LANGUAGE_NAMES, code);

import en from '../locales/en';
import fr from '../locales/fr';
import sw from '../locales/sw';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

/** The languages Harambee speaks. A new one: copy `locales/en` to its code, translate, import it and add its line here. */
export const LANGUAGES = {
  en: { name: 'English', messages: en satisfies Catalogue },
  fr: { name: 'Français', messages: fr satisfies Catalogue },
  sw: { name: 'Kiswahili', messages: sw satisfies Catalogue },
} as const;

export type Language = keyof typeof LANGUAGES;
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export const isLanguage = (code: unknown): code is Language =>
  typeof code === 'string' && Object.hasOwn(LANGUAGES, code);

import type { Language } from '@harambee/messages/src/language-codes';

export type WebMessages = Record<string, string>;

/** Only the page's language travels: each language's web texts are their own chunk. */
const loaders: Record<Language, () => Promise<{ default: WebMessages }>> = {
  en: () => import('@harambee/messages/locales/en/web'),
  fr: () => import('@harambee/messages/locales/fr/web'),
  sw: () => import('@harambee/messages/locales/sw/web'),
};

export const loadWebMessages = async (language: Language): Promise<WebMessages> =>
  (await loaders[language]()).default;

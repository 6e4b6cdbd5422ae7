import type { Language } from '@harambee/messages/src/language-codes';

export type WebMessages = Record<string, string>;

type Texts = Promise<{ default: WebMessages }>;

/**
 * Only the page's language travels: each language's web texts are their own chunk, with its API texts (the
 * shared rules' messages, so a form's check reads as the server's answer would).
 */
const loaders: Record<Language, () => [Texts, Texts]> = {
  en: () => [
    import('@harambee/messages/locales/en/web'),
    import('@harambee/messages/locales/en/api.json'),
  ],
  fr: () => [
    import('@harambee/messages/locales/fr/web'),
    import('@harambee/messages/locales/fr/api.json'),
  ],
  sw: () => [
    import('@harambee/messages/locales/sw/web'),
    import('@harambee/messages/locales/sw/api.json'),
  ],
};

export const loadWebMessages = async (language: Language): Promise<WebMessages> => {
  const [web, api] = await Promise.all(loaders[language]());
  return { ...api.default, ...web.default };
};

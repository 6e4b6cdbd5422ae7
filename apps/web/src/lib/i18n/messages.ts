import type { Language } from '@harambee/messages/src/language-codes';
import { useMemo, useSyncExternalStore } from 'react';

export type WebMessages = Record<string, string>;

type Texts = Promise<{ default: WebMessages }>;

/**
 * Only the page's language travels: each language's web texts are their own chunk, with its API texts (the
 * shared rules' messages, so a form's check reads as the server's answer would); the admin screens' texts are
 * another, loaded when an admin screen first opens.
 */
const loaders: Record<Language, { web: () => [Texts, Texts]; admin: () => Texts }> = {
  en: {
    web: () => [
      import('@harambee/messages/locales/en/web'),
      import('@harambee/messages/locales/en/api.json'),
    ],
    admin: () => import('@harambee/messages/locales/en/admin'),
  },
  fr: {
    web: () => [
      import('@harambee/messages/locales/fr/web'),
      import('@harambee/messages/locales/fr/api.json'),
    ],
    admin: () => import('@harambee/messages/locales/fr/admin'),
  },
  sw: {
    web: () => [
      import('@harambee/messages/locales/sw/web'),
      import('@harambee/messages/locales/sw/api.json'),
    ],
    admin: () => import('@harambee/messages/locales/sw/admin'),
  },
};

export const loadWebMessages = async (language: Language): Promise<WebMessages> => {
  const [web, api] = await Promise.all(loaders[language].web());
  return { ...api.default, ...web.default };
};

const NONE: WebMessages = {};
/** The admin texts loaded so far, by language (a server renders no admin screen, so it never holds any). */
const adminTexts = new Map<Language, WebMessages>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Loads the admin screens' texts once; the provider adds them to the page's as they arrive. */
export const loadAdminMessages = async (language: Language) => {
  if (adminTexts.has(language)) return;
  const admin = await loaders[language].admin();
  adminTexts.set(language, admin.default);
  for (const listener of listeners) listener();
};

/** The page's texts with the admin's once they are loaded. */
export const usePageMessages = (language: Language, messages: WebMessages): WebMessages => {
  const admin = useSyncExternalStore(
    subscribe,
    () => adminTexts.get(language) ?? NONE,
    () => NONE,
  );
  return useMemo(() => (admin === NONE ? messages : { ...messages, ...admin }), [messages, admin]);
};

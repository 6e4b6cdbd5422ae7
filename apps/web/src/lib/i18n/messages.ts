import type { Language } from '@harambee/messages/src/language-codes';
import { useMemo, useSyncExternalStore } from 'react';

export type WebMessages = Record<string, string>;

type Texts = Promise<{ default: WebMessages }>;
type Area = 'screens' | 'admin';

/**
 * Only the page's language travels, in parts: a donor's first visit loads what every screen shows around it and the
 * donate flow's texts, with the API texts (the shared rules' messages, so a form's check reads as the server's answer
 * would); the other screens' texts load with the first of those screens, and the admin's with the first admin screen.
 */
const loaders: Record<Language, { donor: () => [Texts, Texts] } & Record<Area, () => Texts>> = {
  en: {
    donor: () => [
      import('@harambee/messages/locales/en/web-donor'),
      import('@harambee/messages/locales/en/api.json'),
    ],
    screens: () => import('@harambee/messages/locales/en/web-screens'),
    admin: () => import('@harambee/messages/locales/en/admin'),
  },
  fr: {
    donor: () => [
      import('@harambee/messages/locales/fr/web-donor'),
      import('@harambee/messages/locales/fr/api.json'),
    ],
    screens: () => import('@harambee/messages/locales/fr/web-screens'),
    admin: () => import('@harambee/messages/locales/fr/admin'),
  },
  sw: {
    donor: () => [
      import('@harambee/messages/locales/sw/web-donor'),
      import('@harambee/messages/locales/sw/api.json'),
    ],
    screens: () => import('@harambee/messages/locales/sw/web-screens'),
    admin: () => import('@harambee/messages/locales/sw/admin'),
  },
};

/** The language the browser's app started in; a server, which renders with every text, has none. */
let appLanguage: Language | undefined;

const donorTexts = async (language: Language): Promise<WebMessages> => {
  const [donor, api] = await Promise.all(loaders[language].donor());
  return { ...api.default, ...donor.default };
};

/** The texts the browser's app starts with: the donate flow's and what surrounds every screen. */
export const loadDonorMessages = (language: Language) => {
  appLanguage = language;
  return donorTexts(language);
};

/** Every web text but the admin's, for the server's render. */
export const loadWebMessages = async (language: Language): Promise<WebMessages> => {
  const [donor, screens] = await Promise.all([donorTexts(language), loaders[language].screens()]);
  return { ...donor, ...screens.default };
};

const NONE: WebMessages = {};
/** The texts added to the page's so far, by language (a server renders with all it needs, so it never holds any). */
const added = new Map<Language, WebMessages>();
const loaded = new Set<`${Language} ${Area}`>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const loadArea = async (language: Language, area: Area) => {
  if (loaded.has(`${language} ${area}`)) return;
  const texts = await loaders[language][area]();
  loaded.add(`${language} ${area}`);
  added.set(language, { ...added.get(language), ...texts.default });
  for (const listener of listeners) listener();
};

/** Loads the admin screens' texts once; the provider adds them to the page's as they arrive. */
export const loadAdminMessages = (language: Language) => loadArea(language, 'admin');

/** Loads the other screens' texts once in the browser's app (the server's render has them already). */
export const loadScreenMessages = async () => {
  if (appLanguage) await loadArea(appLanguage, 'screens');
};

/**
 * The page's texts with those added since. A page the server rendered (with every text) is hydrated with those its
 * screens loaded before hydration (`loadScreensAt`), so its first render reads the same.
 */
export const usePageMessages = (language: Language, messages: WebMessages): WebMessages => {
  const addedTexts = () => added.get(language) ?? NONE;
  const more = useSyncExternalStore(subscribe, addedTexts, addedTexts);
  return useMemo(() => (more === NONE ? messages : { ...messages, ...more }), [messages, more]);
};

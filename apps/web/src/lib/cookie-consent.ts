import { useSyncExternalStore } from 'react';

export const cookieCategories = [
  'essential',
  'analytics',
  'functionality',
  'targeting',
  'social',
] as const;
export type CookieCategory = (typeof cookieCategories)[number];

/**
 * The categories something on the site actually uses, the only ones offered: essential storage (the sign-in, a
 * campaign draft, this choice) and functionality (the language cookie kept for a year, `language-choice.ts`). Nothing
 * on the site measures, advertises or embeds social media, so those are never asked for. Add a category here only
 * with the code that needs it.
 */
export const offeredCategories = [
  'essential',
  'functionality',
] as const satisfies readonly CookieCategory[];
export type CookiePreferences = Record<CookieCategory, boolean>;
export type ConsentAction = 'accepted_all' | 'rejected_all' | 'customize' | 'saved';

export const PREFERENCES_KEY = 'cookiePreferences';
export const CONSENT_TIMESTAMP_KEY = 'cookieConsentTimestamp';
export const CONSENT_MAX_AGE_MS = 15_552_000_000;
export const BANNER_DELAY_MS = 2000;
export const CUSTOMIZE_DELAY_MS = 100;
export const CONSENT_EVENT = 'harambee:cookie-consent';

export const defaultPreferences: CookiePreferences = {
  essential: true,
  analytics: false,
  functionality: false,
  targeting: false,
  social: false,
};

/** Everything offered allowed; nothing that is not offered. */
export const allAccepted: CookiePreferences = {
  ...defaultPreferences,
  ...Object.fromEntries(offeredCategories.map((category) => [category, true])),
};

export function parsePreferences(raw: string | null): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<CookieCategory, unknown>>;
    if (!value || typeof value !== 'object') return null;
    const preferences = { ...defaultPreferences };
    cookieCategories.forEach((category) => {
      preferences[category] = value[category] === true;
    });
    return { ...preferences, essential: true };
  } catch {
    return null;
  }
}

/** Consent must be asked when either key is missing or the consent is older than about 180 days. */
export function consentIsCurrent(
  preferences: string | null,
  timestamp: string | null,
  now: number,
): boolean {
  const consentedAt = Number(timestamp);
  if (!timestamp || !Number.isFinite(consentedAt) || !parsePreferences(preferences)) return false;
  return now - consentedAt <= CONSENT_MAX_AGE_MS;
}

export function needsConsent(now = Date.now()): boolean {
  return !consentIsCurrent(
    localStorage.getItem(PREFERENCES_KEY),
    localStorage.getItem(CONSENT_TIMESTAMP_KEY),
    now,
  );
}

export function readPreferences(): CookiePreferences {
  return parsePreferences(localStorage.getItem(PREFERENCES_KEY)) ?? { ...defaultPreferences };
}

export function savePreferences(preferences: CookiePreferences, now = Date.now()) {
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ ...preferences, essential: true }));
  localStorage.setItem(CONSENT_TIMESTAMP_KEY, String(now));
}

/** Consent decisions are published as a DOM event for whatever analytics the site loads once allowed. */
export function reportConsent(action: ConsentAction, preferences: CookiePreferences) {
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { action, preferences } }));
}

type ConsentUi = { banner: boolean; panel: boolean };
const closedUi: ConsentUi = { banner: false, panel: false };
let ui: ConsentUi = closedUi;
const listeners = new Set<() => void>();

function setUi(next: Partial<ConsentUi>) {
  ui = { ...ui, ...next };
  listeners.forEach((listener) => listener());
}

export const consentUi = {
  showBanner: () => setUi({ banner: true }),
  hideBanner: () => setUi({ banner: false }),
  closePanel: () => setUi({ panel: false }),
  openPanel: () => setUi({ panel: true }),
};

/** Opens the Cookie Preferences dialog from anywhere (footer button, cookie policy page). */
export const openCookiePreferences = () => consentUi.openPanel();

export function useConsentUi(): ConsentUi {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ui,
    // The server renders the notice and the dialog closed; the browser opens them once its storage is read.
    () => closedUi,
  );
}

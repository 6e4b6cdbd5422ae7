import { isLanguage } from '@harambee/messages/src/language-codes';
import { useSyncExternalStore } from 'react';
import { rememberLanguage } from './i18n/language-choice';

export type SessionUser = {
  _id?: string;
  id?: string;
  role?: string;
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  country?: string;
  avatar?: string;
  /** The language saved on the account, if one was chosen. */
  language?: string | null;
};

export type Session = { token: string; user: SessionUser | null; remembered: boolean };

const TOKEN_KEY = 'authToken';
const USER_KEY = 'userData';
const EXPIRATION_KEY = 'tokenExpiration';
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();
let logoutHandler: (() => void) | null = null;

function notify() {
  listeners.forEach((listener) => listener());
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

function isExpired(now: number): boolean {
  const expiration = Number(localStorage.getItem(EXPIRATION_KEY));
  return Number.isFinite(expiration) && expiration > 0 && expiration <= now;
}

function removeFrom(storage: Storage) {
  [TOKEN_KEY, USER_KEY, EXPIRATION_KEY].forEach((key) => storage.removeItem(key));
}

/** The stored token: local storage first (cleared when past tokenExpiration), then session storage. */
export function getAuthToken(now = Date.now()): string | null {
  // The server renders public pages for nobody in particular.
  if (typeof window === 'undefined') return null;
  if (localStorage.getItem(TOKEN_KEY) && isExpired(now)) removeFrom(localStorage);
  return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
}

export function getSession(): Session | null {
  const token = getAuthToken();
  if (!token) return null;
  const remembered = localStorage.getItem(TOKEN_KEY) === token;
  const storage = remembered ? localStorage : sessionStorage;
  return { token, user: parseUser(storage.getItem(USER_KEY)), remembered };
}

export function saveSession(
  input: { token: string; user: SessionUser; remember: boolean },
  now = Date.now(),
) {
  removeFrom(localStorage);
  removeFrom(sessionStorage);
  const storage = input.remember ? localStorage : sessionStorage;
  storage.setItem(TOKEN_KEY, input.token);
  storage.setItem(USER_KEY, JSON.stringify(input.user));
  if (input.remember) storage.setItem(EXPIRATION_KEY, String(now + REMEMBER_ME_MS));
  // The account's language is offered on the next visit to `/`; the page in view keeps its own address.
  if (isLanguage(input.user.language)) rememberLanguage(input.user.language);
  notify();
}

/** The signed-in person's details changed on the server (a saved language): the session shows them, token kept. */
export function updateSessionUser(changes: Partial<SessionUser>) {
  const session = getSession();
  if (!session?.user) return;
  const storage = session.remembered ? localStorage : sessionStorage;
  storage.setItem(USER_KEY, JSON.stringify({ ...session.user, ...changes }));
  notify();
}

export function clearSession() {
  removeFrom(localStorage);
  removeFrom(sessionStorage);
  notify();
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role?.toLowerCase() === 'admin';
}

export function userId(user: SessionUser | null | undefined): string | undefined {
  return user?._id ?? user?.id;
}

/** A screen (e.g. the dashboard) may register extra work to run on logout; returns the unregister function. */
export function registerLogoutHandler(handler: () => void): () => void {
  logoutHandler = handler;
  return () => {
    if (logoutHandler === handler) logoutHandler = null;
  };
}

export function logout() {
  logoutHandler?.();
  clearSession();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [TOKEN_KEY, USER_KEY, EXPIRATION_KEY].includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let cached: { key: string; session: Session | null } = { key: '', session: null };

function snapshot(): Session | null {
  const session = getSession();
  const key = session ? `${session.token}|${JSON.stringify(session.user)}` : '';
  if (key !== cached.key) cached = { key, session };
  return cached.session;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, snapshot, () => null);
}

import { MESSAGE_KEY_HEADER } from '@harambee/messages/src/message-key-header';
import { clearSession, getAuthToken } from './auth-session';
import { languageOfPath } from './i18n/language';

export const API_BASE = '/api';

/** Empty in the browser (the page's own origin); the server's own address when the server renders a page. */
let apiOrigin = '';

export function setApiOrigin(origin: string) {
  apiOrigin = origin;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  params?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Set false for calls whose 401 is an answer, not an expired session (e.g. login). */
  expireSessionOn401?: boolean;
  /** Extra request headers, e.g. an `Idempotency-Key` that makes a repeated post harmless. */
  headers?: Record<string, string>;
  /** Give up after this long: the call fails with an `ApiError` whose `timedOut` is true. */
  timeoutMs?: number;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
    /** No answer came within the call's `timeoutMs` (status 0, like a dropped connection). */
    readonly timedOut = false,
    /** The catalogue key of the server's message, to tell a refusal by key rather than by its words. */
    readonly messageKey?: string,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

let onSessionExpired: () => void = () => window.location.assign('/login?session=expired');

export function configureApiClient(options: { onSessionExpired: () => void }) {
  onSessionExpired = options.onSessionExpired;
}

/** The server's message when it sent one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

function buildUrl(path: string, params?: Query): string {
  const search = new URLSearchParams();
  Object.entries(params ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  });
  const query = search.toString();
  return `${apiOrigin}${API_BASE}${path}${query ? `?${query}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageIn(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = getAuthToken();
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // The API answers in the page's language, not the browser's.
  if (typeof window !== 'undefined')
    headers['Accept-Language'] = languageOfPath(window.location.pathname);
  let response: Response;
  const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  const signal =
    timeout && options.signal
      ? AbortSignal.any([options.signal, timeout])
      : (timeout ?? options.signal);
  /** The caller's own abort goes on as it is; running out of time or of network is an ApiError with status 0. */
  const lostConnection = (error: unknown) => {
    if (timeout?.aborted && !options.signal?.aborted) return new ApiError(0, undefined, true);
    if (error instanceof DOMException && error.name === 'AbortError') return error;
    return new ApiError(0);
  };
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      credentials: 'include',
      signal,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    throw lostConnection(error);
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    // The answer stopped halfway: a dropped connection, or the time ran out while it came.
    throw lostConnection(error);
  }
  if (!response.ok) {
    if (response.status === 401 && token && options.expireSessionOn401 !== false) {
      clearSession();
      onSessionExpired();
    }
    throw new ApiError(
      response.status,
      messageIn(body),
      false,
      response.headers.get(MESSAGE_KEY_HEADER) ?? undefined,
    );
  }
  return ((body as { data?: unknown } | null)?.data ?? body) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

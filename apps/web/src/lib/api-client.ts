import { clearSession, getAuthToken } from './auth-session';

export const API_BASE = '/api';

/** Empty in the browser (the page's own origin); the server's own address when the server renders a page. */
let apiOrigin = '';

export function setApiOrigin(origin: string) {
  apiOrigin = origin;
}

/** The page's language: the API answers its errors in it. */
let apiLanguage = 'en';

export function setApiLanguage(language: string) {
  apiLanguage = language;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  params?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Set false for calls whose 401 is an answer, not an expired session (e.g. login). */
  expireSessionOn401?: boolean;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
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
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': apiLanguage,
  };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      credentials: 'include',
      signal: options.signal,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token && options.expireSessionOn401 !== false) {
      clearSession();
      onSessionExpired();
    }
    throw new ApiError(response.status, messageIn(body));
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

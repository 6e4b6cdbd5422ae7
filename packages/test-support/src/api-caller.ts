export type ApiCallInit = RequestInit & { token?: string; json?: unknown };

/**
 * Calls a JSON API at `base` as the app does: the token as a bearer, `json` sent as JSON. Answers the status and
 * the body, parsed when it is JSON, else its text.
 */
export const apiCaller =
  (base: string) =>
  async (route: string, init: ApiCallInit = {}): Promise<{ status: number; body: any }> => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(`${base}${route}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: text };
    }
  };

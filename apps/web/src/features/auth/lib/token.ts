/** The expiry (seconds since epoch) a JWT claims, read without verifying it; undefined when unreadable. */
function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** True while the token has not passed its own expiry; the server still has the last word. */
export function tokenIsLive(token: string, now = Date.now()): boolean {
  const exp = expiryOf(token);
  return exp === undefined || exp * 1000 > now;
}

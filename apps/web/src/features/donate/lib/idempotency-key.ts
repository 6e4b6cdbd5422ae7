/**
 * A fresh key for one gift's start: sent as `Idempotency-Key`, it makes a repeated start (a retry after a dropped
 * connection or a start that took too long) answer the first one's payment instead of charging again.
 */
export const newIdempotencyKey = () => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

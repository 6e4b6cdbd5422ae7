import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC of the raw body, as the providers sign it. */
export const hmacHex = (algorithm: 'sha256' | 'sha512', body: Buffer | string, secret: string) =>
  createHmac(algorithm, secret).update(body).digest('hex');

/** Constant-time, so a forger learns nothing from how long the comparison took. */
export const signaturesMatch = (expected: string, given: string | undefined) => {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A signed body that is not JSON is ignored like an unknown event, never a crash. */
export const parseJson = (rawBody: Buffer): unknown => {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
};

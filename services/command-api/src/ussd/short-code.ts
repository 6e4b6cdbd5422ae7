import { createHash } from 'node:crypto';

/** Digits and capitals a caller cannot misread on a small screen: no 0/O, 1/I/L. */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 6;

/**
 * A campaign's candidate code for its nth try: always the same for the same campaign and try, so a repeated
 * reaction claims the same code, and a clash with another campaign's code moves on to the next try.
 */
export const shortCodeCandidate = (campaignId: string, attempt: number) => {
  let value = BigInt(`0x${createHash('sha256').update(`${campaignId}:${attempt}`).digest('hex')}`);
  const base = BigInt(SHORT_CODE_ALPHABET.length);
  let code = '';
  for (let i = 0; i < LENGTH; i++) {
    code += SHORT_CODE_ALPHABET[Number(value % base)];
    value /= base;
  }
  return code;
};

/** What a caller typed, read as a code: case and spaces forgiven; null when it cannot be one. */
export const readShortCode = (typed: string) => {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  return code.length === LENGTH && [...code].every((c) => SHORT_CODE_ALPHABET.includes(c))
    ? code
    : null;
};

/** The stream that claims a code for one campaign (appended once, with `no_stream`). */
export const shortCodeStream = (code: string) => `campaign-code-${code}`;

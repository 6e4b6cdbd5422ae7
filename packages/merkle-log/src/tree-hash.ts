import { sha256 } from '#sha256';
import { concatBytes } from '@noble/hashes/utils.js';

/** RFC 6962 section 2.1: a leaf is hashed behind 0x00 and an inner node behind 0x01, so neither can pose as the other. */
export const leafHash = (leaf: Uint8Array): Uint8Array =>
  sha256(concatBytes(Uint8Array.of(0), leaf));

export const nodeHash = (left: Uint8Array, right: Uint8Array): Uint8Array =>
  sha256(concatBytes(Uint8Array.of(1), left, right));

/** The hash of the empty tree: SHA-256 of nothing. */
export const emptyRoot = (): Uint8Array => sha256(new Uint8Array(0));

/** k of RFC 6962: the largest power of two smaller than n (n > 1). */
export const splitPoint = (n: number): number => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

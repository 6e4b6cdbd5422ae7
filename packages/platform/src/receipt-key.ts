import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The secret in a receipt's link: derived, never stored, so the log holds no key to the page. Only the
 * donor's mail and the donor's own payment page carry it. It also opens the gift's entries in the public
 * ledger, which say whether the gift was disputed or refunded.
 */
export const receiptKey = (secret: string, receiptId: string) =>
  createHmac('sha256', secret).update(`receipt:${receiptId}`).digest('base64url').slice(0, 32);

export const isReceiptKey = (secret: string, receiptId: string, key: string) => {
  const expected = Buffer.from(receiptKey(secret, receiptId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

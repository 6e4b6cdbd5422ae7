import { createHmac } from 'node:crypto';

/**
 * The salt of a gift's commitment in the public ledger: derived from the server's secret, never stored, and shown
 * only on the gift's receipt, so nobody without the receipt can tell which leaf is whose gift.
 */
export const giftSalt = (secret: string, giftId: string) =>
  createHmac('sha256', secret).update(`gift-commitment:${giftId}`).digest('base64url');

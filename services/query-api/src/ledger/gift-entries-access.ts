import type { Words } from '@harambee/messages';
import { isReceiptKey, NotFoundError } from '@harambee/platform';
import type { Request } from 'express';
import { z } from 'zod';
import { isAdmin, viewerOf } from '../viewer';

export const GIFT_NOT_FOUND: Words = { key: 'ledger.giftNotFound' };

/** The key `k` of the gift's receipt link (the receipt's id is the gift's). */
export const receiptKeyQuery = z.object({ k: z.string().min(1).max(64) });

const holdsReceipt = (req: Request, secret: string, giftId: string) => {
  const query = receiptKeyQuery.safeParse(req.query);
  return query.success && isReceiptKey(secret, giftId, query.data.k);
};

/**
 * A gift's entries say how it was paid and whether it was refunded or disputed: they open to the holder of its
 * receipt's link or an admin. Anyone else is told the gift is not found, whether or not it exists.
 */
export const requireGiftHolderOrAdmin = (req: Request, secret: string, giftId: string) => {
  if (isAdmin(viewerOf(req, secret)) || holdsReceipt(req, secret, giftId)) return;
  throw new NotFoundError(GIFT_NOT_FOUND);
};

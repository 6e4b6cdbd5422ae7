import type { Words } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { type ApiRoute, NotFoundError, handle, isReceiptKey, success } from '@harambee/platform';
import { fromMinorUnits } from '@harambee/rules';
import { Router } from 'express';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { toDollars } from '../core/money';
import { giftSalt } from '../public-ledger/gift-salt';
import { ledgerPublicKey } from '../public-ledger/ledger-key-route';
import { receiptStream } from './receipt';
import { receiptPath } from './receipt-link';

export const RECEIPT_NOT_FOUND: Words = { key: 'api.receipt.notFound' };

type Receipt = EventOf<'ReceiptIssued'>['data'];

const receiptRequest = z.object({
  receiptId: z.string().min(1).max(64),
  k: z.string().min(1).max(64),
});

const receiptKeyQuery = receiptRequest.pick({ k: true });

const money = ({ amountMinor, currency }: NonNullable<Receipt['charged']>) => ({
  amount: Number(fromMinorUnits(amountMinor, currency)),
  currency,
});

/**
 * What the donor paid, when it was not the dollars the gift counts (another currency, or fees covered on top), and
 * the fees they covered.
 */
const paidOf = ({ charged, feeCover }: Receipt) => ({
  ...(charged && (charged.currency !== 'USD' || feeCover) ? { paid: money(charged) } : {}),
  ...(feeCover ? { feesCovered: money(feeCover.charged) } : {}),
});

export const receiptView = (receipt: Receipt) => ({
  receiptId: receipt.receiptId,
  receiptNumber: receipt.receiptNumber,
  amount: toDollars(receipt.amountCents),
  currency: 'USD',
  ...paidOf(receipt),
  campaignId: receipt.campaignId,
  campaignTitle: receipt.campaignTitle,
  donorName: receipt.anonymous ? 'Anonymous' : receipt.donorName,
  anonymous: receipt.anonymous,
  paymentMethod: receipt.paymentMethod,
  last4: receipt.last4,
  donatedAt: receipt.donatedAt,
  issuedAt: receipt.issuedAt,
});

/**
 * What the receipt's Verify checks the gift's public leaf with: the amount and currency the donor was charged, the
 * salt of the leaf's commitment (on the receipt only), and the ledger's key, printed with the receipt.
 */
const ledgerProofOf = (deps: Pick<CommandApiDeps, 'config'>, receipt: Receipt) => ({
  charged: receipt.charged ?? { amountMinor: receipt.amountCents, currency: 'USD' },
  salt: giftSalt(deps.config.jwtSecret, receipt.receiptId),
  ledgerKey: ledgerPublicKey(deps),
});

/** The gift's receipt once the receipts process manager has issued it. */
export const loadReceipt = async ({ store }: Pick<CommandApiDeps, 'store'>, receiptId: string) => {
  const { events } = await store.readStream(receiptStream(receiptId));
  const issued = events.find((event) => event.type === 'ReceiptIssued') as
    EventOf<'ReceiptIssued'> | undefined;
  return issued?.data;
};

/** What the donor's own payment page learns of the receipt: its number and its link. */
export const receiptSummary = (secret: string, receipt: Receipt) => ({
  receiptId: receipt.receiptId,
  receiptNumber: receipt.receiptNumber,
  url: receiptPath(secret, receipt.receiptId),
  ...paidOf(receipt),
});

/** The printable receipt, for whoever holds the link's key: no sign-in, nothing more than the receipt. */
export const receiptRoutes = (deps: CommandApiDeps) =>
  Router().get(
    '/v1/receipts/:receiptId',
    handle(async (req, res) => {
      const request = receiptRequest.safeParse({ ...req.params, k: req.query.k });
      if (
        !request.success ||
        !isReceiptKey(deps.config.jwtSecret, request.data.receiptId, request.data.k)
      ) {
        throw new NotFoundError(RECEIPT_NOT_FOUND);
      }
      const receipt = await loadReceipt(deps, request.data.receiptId);
      if (!receipt) throw new NotFoundError(RECEIPT_NOT_FOUND);
      success(res, {
        receipt: { ...receiptView(receipt), ledgerProof: ledgerProofOf(deps, receipt) },
      });
    }),
  );

export const receiptDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/receipts/:receiptId',
    tag: 'donations',
    auth: 'public',
    query: receiptKeyQuery,
    summary:
      "A donor's receipt (number, amount, campaign, date, payment method, and `ledgerProof`: the charged amount, the salt of its public ledger entry's commitment and the ledger's key), for the key `k` of the receipt mail's link; 404 `Receipt not found` otherwise",
  },
];

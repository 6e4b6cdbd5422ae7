import { logger } from '@harambee/database';
import { z } from 'zod';
import { PaymentProviderError } from '../payments/payment-provider';
import { paystackApi } from '../payments/providers/paystack-api';
import type { PaystackSettings } from '../payments/providers/paystack-provider';
import type { Movement } from './movement';

const PER_PAGE = 100;

const transaction = z.object({
  id: z.number().int(),
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
  paid_at: z.string().nullish(),
  created_at: z.string(),
});
const refund = z.object({
  id: z.union([z.number(), z.string()]),
  transaction: z.union([z.number(), z.object({ reference: z.string() }).loose()]),
  amount: z.coerce.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
  created_at: z.string(),
});
const transfer = z.object({
  reference: z.string().min(1),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string().optional(),
  created_at: z.string().optional(),
});

/** Money that came in (a reversed transaction came in, then went out as a refund or a dispute). */
const PAID = new Set(['success', 'reversed']);
/** Refunds on their way or made; a failed one moved nothing. */
const REFUNDING = new Set(['pending', 'processing', 'processed']);

const iso = (at: string) => new Date(at).toISOString();

/**
 * Paystack's own record for a window: its transactions, refunds and transfers, every page of each. A record it lists
 * in a shape we do not understand is logged and left out: one bad record never stops the others.
 */
export const paystackMovements = async (
  settings: PaystackSettings,
  window: { from: Date; to: Date },
): Promise<Movement[]> => {
  const api = paystackApi(
    settings,
    (reason) =>
      new PaymentProviderError({
        key: 'api.provider.refusedReconciliation',
        values: { provider: 'Paystack', reason },
      }),
  );
  const all = async <T>(path: string, schema: z.ZodType<T>) => {
    const found: T[] = [];
    const query = `from=${window.from.toISOString()}&to=${window.to.toISOString()}&perPage=${PER_PAGE}`;
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const answer = await api.page(`${path}?${query}&page=${page}`);
      pageCount = answer.pageCount;
      for (const record of answer.records) {
        const parsed = schema.safeParse(record);
        if (parsed.success) found.push(parsed.data);
        else logger.warn('paystack record not understood; left out', { path });
      }
    }
    return found;
  };
  const references = new Map<number, string>();
  const referenceOf = async (held: z.infer<typeof refund>['transaction']) => {
    if (typeof held !== 'number') return held.reference;
    if (!references.has(held)) {
      const found = await api.get(`/transaction/${held}`, transaction);
      references.set(held, found?.reference ?? String(held));
    }
    return references.get(held)!;
  };
  const [transactions, refunds, transfers] = await Promise.all([
    all('/transaction', transaction),
    all('/refund', refund),
    all('/transfer', transfer),
  ]);
  for (const known of transactions) references.set(known.id, known.reference);
  const refunded: Movement[] = [];
  for (const made of refunds.filter((candidate) => REFUNDING.has(candidate.status))) {
    const paymentId = await referenceOf(made.transaction);
    refunded.push({
      movement: 'refund',
      reference: String(made.id),
      paymentId,
      campaignId: null,
      amountCents: made.amount,
      currency: made.currency.toLowerCase(),
      at: iso(made.created_at),
    });
  }
  return [
    ...transactions
      .filter((paid) => PAID.has(paid.status))
      .map((paid): Movement => ({
        movement: 'charge',
        reference: paid.reference,
        paymentId: paid.reference,
        campaignId: null,
        amountCents: paid.amount,
        currency: paid.currency.toLowerCase(),
        at: iso(paid.paid_at ?? paid.created_at),
      })),
    ...refunded,
    ...transfers
      .filter((sent) => sent.status === 'success')
      .map((sent): Movement => ({
        movement: 'payout',
        reference: sent.reference,
        paymentId: null,
        campaignId: null,
        amountCents: sent.amount,
        currency: sent.currency.toLowerCase(),
        at: iso(sent.createdAt ?? sent.created_at ?? window.from.toISOString()),
      })),
  ];
};

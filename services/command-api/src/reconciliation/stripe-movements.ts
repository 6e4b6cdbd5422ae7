import { logger } from '@harambee/database';
import { z } from 'zod';
import { type StripeSettings, stripeClient } from '../payments/providers/stripe-provider';
import type { Movement } from './movement';

const idOr = (value: unknown) =>
  typeof value === 'string' ? value : (value as { id?: string } | null)?.id;

const balanceTransaction = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created: z.number().int(),
  type: z.string(),
  reporting_category: z.string().optional(),
  source: z.union([
    z.string(),
    z
      .object({
        id: z.string(),
        payment_intent: z.unknown().optional(),
        amount: z.number().int().optional(),
        currency: z.string().optional(),
      })
      .loose(),
  ]),
});
type BalanceTransaction = z.infer<typeof balanceTransaction>;

const kindOf = ({
  type,
  reporting_category,
}: BalanceTransaction): Movement['movement'] | undefined => {
  if (type === 'charge' || type === 'payment') return 'charge';
  if (type === 'refund' || type === 'payment_refund' || type === 'refund_failure') return 'refund';
  if (type === 'adjustment' && reporting_category === 'dispute') return 'dispute';
  if (type === 'adjustment' && reporting_category === 'dispute_reversal') return 'disputeWon';
  return undefined;
};

/**
 * A balance transaction as a movement: a charge by its payment intent (what our gifts keep), a refund, a dispute and
 * its reversal by their own ids, in the money the donor was charged in. A failed refund gives its amount back (counted
 * against its refund). Payouts to our bank and Stripe's fees are not movements of gifts: they are left out.
 */
export const movementOfBalance = (transaction: BalanceTransaction): Movement | undefined => {
  const movement = kindOf(transaction);
  if (!movement) return undefined;
  const { source } = transaction;
  const sourceId = typeof source === 'string' ? source : source.id;
  const reference =
    movement === 'charge' && typeof source !== 'string'
      ? (idOr(source.payment_intent) ?? sourceId)
      : sourceId;
  const { amount, currency } = presented(transaction);
  return {
    movement,
    reference,
    paymentId: null,
    campaignId: null,
    amountCents: transaction.type === 'refund_failure' ? -Math.abs(amount) : Math.abs(amount),
    currency: currency.toLowerCase(),
    at: new Date(transaction.created * 1000).toISOString(),
  };
};

/**
 * The money as the donor saw it: the expanded charge's, refund's or dispute's own amount and currency (what our books
 * keep), not the balance's, which Stripe converted into the account's currency.
 */
const presented = ({ source, amount, currency }: BalanceTransaction) =>
  typeof source !== 'string' && source.amount !== undefined && source.currency !== undefined
    ? { amount: source.amount, currency: source.currency }
    : { amount, currency };

/** A refund and its failure are one movement: what actually left. */
const netted = (movements: Movement[]) => {
  const byKey = new Map<string, Movement>();
  for (const movement of movements) {
    const key = `${movement.movement}:${movement.reference}`;
    const seen = byKey.get(key);
    if (seen) seen.amountCents += movement.amountCents;
    else byKey.set(key, { ...movement });
  }
  return [...byKey.values()];
};

/** Stripe's balance transactions created in the window, every page (`starting_after`), each source expanded. */
export const stripeMovements = async (
  settings: StripeSettings,
  window: { from: Date; to: Date },
): Promise<Movement[]> => {
  const stripe = stripeClient(settings);
  const movements: Movement[] = [];
  const list = stripe.balanceTransactions.list({
    created: {
      gte: Math.floor(window.from.getTime() / 1000),
      lt: Math.floor(window.to.getTime() / 1000),
    },
    limit: 100,
    expand: ['data.source'],
  });
  for await (const raw of list) {
    const parsed = balanceTransaction.safeParse(raw);
    if (!parsed.success) {
      logger.warn('stripe balance transaction not understood; left out', { id: raw.id });
      continue;
    }
    const movement = movementOfBalance(parsed.data);
    if (movement) movements.push(movement);
  }
  return netted(movements);
};

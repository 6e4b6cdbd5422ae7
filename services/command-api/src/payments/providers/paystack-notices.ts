import { z } from 'zod';
import type { ProviderNotice } from '../payment-provider';

const isoOr = (value: string | null | undefined, fallback: Date) =>
  new Date(value ?? fallback).toISOString();

/** Paystack's dispute object: our payment id is its transaction's reference. */
const disputeEvent = z.object({
  event: z.enum(['charge.dispute.create', 'charge.dispute.remind', 'charge.dispute.resolve']),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    refund_amount: z.number().int().nonnegative().nullish(),
    currency: z.string().length(3).nullish(),
    resolution: z.string().nullish(),
    category: z.string().nullish(),
    dueAt: z.string().nullish(),
    resolvedAt: z.string().nullish(),
    created_at: z.string().nullish(),
    transaction: z.object({
      reference: z.string().min(1),
      amount: z.number().int().nonnegative(),
      currency: z.string().length(3),
    }),
  }),
});

/** Its refund events carry amounts as numbers or digit strings, and a reference once the bank gave one. */
const refundEvent = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  data: z.object({
    transaction_reference: z.string().min(1),
    refund_reference: z.string().nullish(),
    amount: z.coerce.number().int().nonnegative(),
    currency: z.string().length(3),
  }),
});

/** Declined: the merchant contested it and kept the money; accepted (by the merchant or automatically): refunded. */
const outcomeOf = (resolution: string | null | undefined) =>
  resolution === 'declined' ? ('won' as const) : ('lost' as const);

const disputeNotice = (
  { event, data }: z.infer<typeof disputeEvent>,
  now: Date,
): ProviderNotice => {
  const common = {
    provider: 'paystack' as const,
    charge: { paymentId: data.transaction.reference },
    amountCents: data.refund_amount ?? data.transaction.amount,
    currency: (data.currency ?? data.transaction.currency).toLowerCase(),
    disputeId: String(data.id),
    reason: data.category ?? 'chargeback',
    evidenceDueBy: data.dueAt ? new Date(data.dueAt).toISOString() : null,
  };
  return event === 'charge.dispute.resolve'
    ? {
        kind: 'disputeClosed',
        ...common,
        outcome: outcomeOf(data.resolution),
        occurredAt: isoOr(data.resolvedAt, now),
      }
    : { kind: 'disputeOpened', ...common, occurredAt: isoOr(data.created_at, now) };
};

const refundNotice = ({ event, data }: z.infer<typeof refundEvent>, now: Date): ProviderNotice => ({
  kind: event === 'refund.processed' ? 'refunded' : 'refundFailed',
  provider: 'paystack',
  charge: { paymentId: data.transaction_reference },
  amountCents: data.amount,
  currency: data.currency.toLowerCase(),
  occurredAt: now.toISOString(),
  refundReference: data.refund_reference || `${data.transaction_reference}:${data.amount}`,
});

/**
 * Disputes (a reminder is an opening we may have missed) and refunds in a verified Paystack event; null for every
 * other event. A dispute or refund event we cannot read is acknowledged as nothing to book.
 */
export const paystackNotices = (body: unknown, now: Date): ProviderNotice[] | null => {
  const name = z.object({ event: z.string() }).safeParse(body);
  if (!name.success) return null;
  if (name.data.event.startsWith('charge.dispute.')) {
    const dispute = disputeEvent.safeParse(body);
    return dispute.success ? [disputeNotice(dispute.data, now)] : [];
  }
  if (name.data.event.startsWith('refund.')) {
    const refund = refundEvent.safeParse(body);
    return refund.success ? [refundNotice(refund.data, now)] : [];
  }
  return null;
};

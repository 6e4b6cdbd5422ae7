import type Stripe from 'stripe';
import type { ChargeRef, ProviderNotice } from '../payment-provider';

const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** Our gifts know Stripe's payment intent; a charge made without one is named by the charge. */
const chargeOf = (object: {
  payment_intent?: string | { id: string } | null;
  charge?: string | { id: string } | null;
}): ChargeRef => ({
  providerReference: idOf(object.payment_intent) ?? idOf(object.charge) ?? 'unknown',
});

/** A dispute closed `warning_closed` was an inquiry that never became a chargeback: no money moved. */
const DISPUTE_OUTCOMES: Partial<Record<string, 'won' | 'lost'>> = {
  won: 'won',
  warning_closed: 'won',
  lost: 'lost',
};

/**
 * What the dispute cost as its balance transactions stand: the fee Stripe took when it withdrew the money (its
 * dispute fee), and any it gave back when it reinstated the money (a negative `fee`). None while it lists none.
 */
const disputeFees = ({ balance_transactions: moves }: Stripe.Dispute) => {
  const [first] = moves ?? [];
  if (!first) return {};
  const sum = (fees: number[]) => fees.reduce((total, fee) => total + fee, 0);
  const fees = moves.map((move) => move.fee);
  return {
    fees: {
      currency: first.currency,
      taken: sum(fees.filter((fee) => fee > 0)),
      returned: -sum(fees.filter((fee) => fee < 0)),
    },
  };
};

const disputeNotices = (type: string, dispute: Stripe.Dispute, created: number) => {
  const common = {
    provider: 'stripe' as const,
    charge: chargeOf(dispute),
    amountCents: dispute.amount,
    currency: dispute.currency,
    occurredAt: isoOf(created),
    disputeId: dispute.id,
    reason: dispute.reason,
    evidenceDueBy: dispute.evidence_details?.due_by ? isoOf(dispute.evidence_details.due_by) : null,
    ...disputeFees(dispute),
  };
  if (type === 'charge.dispute.created') return [{ kind: 'disputeOpened' as const, ...common }];
  const outcome = DISPUTE_OUTCOMES[dispute.status];
  return outcome ? [{ kind: 'disputeClosed' as const, ...common, outcome }] : [];
};

/**
 * Each refund of a charge: a pending or succeeded one is money leaving; a failed or canceled one is money that did
 * not, which matters only if it was counted as gone.
 */
export const refundNotices = (refunds: Stripe.Refund[], created: number): ProviderNotice[] =>
  refunds.flatMap((refund) => {
    const kind =
      refund.status === 'succeeded' || refund.status === 'pending'
        ? ('refunded' as const)
        : refund.status === 'failed' || refund.status === 'canceled'
          ? ('refundFailed' as const)
          : undefined;
    if (!kind) return [];
    return [
      {
        kind,
        provider: 'stripe' as const,
        charge: chargeOf(refund),
        amountCents: refund.amount,
        currency: refund.currency,
        occurredAt: isoOf(created),
        refundReference: refund.id,
      },
    ];
  });

/** Disputes and refunds in a verified Stripe event; null for every other event (a checkout's are settled elsewhere). */
export const stripeNotices = (event: Stripe.Event): ProviderNotice[] | null => {
  switch (event.type) {
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
      return disputeNotices(event.type, event.data.object, event.created);
    case 'refund.updated':
      return refundNotices([event.data.object], event.created);
    default:
      return null;
  }
};

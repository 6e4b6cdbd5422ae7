import type { EventStore } from '@harambee/events';
import type { Movement, ReconciledProvider } from './movement';

const USD = 'usd';

/**
 * The money movements our log records through one provider: each gift's charge, every refund of its payments (ours,
 * a late payment's, one from the provider's dashboard), and what the provider records of its own: the disputes on
 * Stripe's balance, the transfers of payouts through Paystack.
 */
export const ourMovements = async (
  store: EventStore,
  provider: ReconciledProvider,
): Promise<Movement[]> => {
  const [paid, refunds, lateRefunds, providerRefunds, disputes, payouts] = await Promise.all([
    store.readByType(['PaymentSucceeded'], { provider }),
    store.readByType(['DonationRefunded']),
    store.readByType(['PaymentRefundRequested', 'PaymentRefunded']),
    store.readByType(['ProviderRefundRecorded'], { provider }),
    provider === 'stripe' ? store.readByType(['DisputeOpened', 'DisputeClosed'], { provider }) : [],
    provider === 'paystack' ? store.readByType(['PayoutPaid'], { provider }) : [],
  ]);
  const payments = new Map(paid.map((event) => [event.data.paymentId, event.data]));
  const campaignOf = (paymentId: string) => payments.get(paymentId)?.campaignId ?? null;
  const lateAmounts = new Map(
    lateRefunds.flatMap((event) =>
      event.type === 'PaymentRefundRequested'
        ? [[event.data.paymentId, event.data.amountCents]]
        : [],
    ),
  );
  const refund = (
    paymentId: string,
    reference: string,
    amountCents: number,
    at: string,
  ): Movement => ({
    movement: 'refund',
    reference,
    paymentId,
    campaignId: campaignOf(paymentId),
    amountCents,
    currency: USD,
    at,
  });
  return [
    ...paid.map(({ data }): Movement => ({
      movement: 'charge',
      reference: data.providerReference,
      paymentId: data.paymentId,
      campaignId: data.campaignId,
      amountCents: data.amountCents,
      currency: USD,
      at: data.succeededAt,
    })),
    ...refunds
      .filter(({ data }) => payments.has(data.paymentId))
      .map(({ data }) =>
        refund(data.paymentId, data.refundReference, data.amountCents, data.refundedAt),
      ),
    ...lateRefunds.flatMap(({ type, data }) =>
      type === 'PaymentRefunded' && payments.has(data.paymentId)
        ? [
            refund(
              data.paymentId,
              data.refundReference,
              lateAmounts.get(data.paymentId) ?? 0,
              data.refundedAt,
            ),
          ]
        : [],
    ),
    ...providerRefunds.map(({ data }) =>
      refund(data.paymentId, data.refundReference, data.amountCents, data.refundedAt),
    ),
    ...disputes.flatMap(({ type, data }): Movement[] => {
      const common = {
        reference: data.disputeId,
        paymentId: data.paymentId,
        campaignId: data.campaignId,
        amountCents: data.amountCents,
        currency: data.currency,
      };
      if (type === 'DisputeOpened') return [{ movement: 'dispute', ...common, at: data.openedAt }];
      return data.outcome === 'won'
        ? [{ movement: 'disputeWon', ...common, at: data.closedAt }]
        : [];
    }),
    ...payouts.map(({ data }): Movement => ({
      movement: 'payout',
      reference: data.reference,
      paymentId: null,
      campaignId: data.campaignId,
      amountCents: data.amountCents,
      currency: USD,
      at: data.paidAt,
    })),
  ];
};

import type { EventOf, EventStore } from '@harambee/events';
import type { Movement, ReconciledProvider } from './movement';

type Charged = { currency: string; amountMinor: number };
/**
 * What the provider moved, as it counts it: minor units of the currency the donor was charged in (or the wallet was
 * paid in); US cents for what had no other currency.
 */
const asMoved = (amountCents: number, charged?: Charged | null) =>
  charged
    ? { amountCents: charged.amountMinor, currency: charged.currency.toLowerCase() }
    : { amountCents, currency: 'usd' };

/**
 * The money movements our log records through one provider, in the currency and minor units it moved them: each
 * gift's charge, every refund of its payments (ours, less any that failed later; a late payment's; one from the
 * provider's dashboard), and what the provider records of its own: the disputes on Stripe's balance (a gift's, or a
 * payment's that never became one), the transfers of payouts through Paystack.
 */
export const ourMovements = async (
  store: EventStore,
  provider: ReconciledProvider,
): Promise<Movement[]> => {
  const [paid, refunds, reversed, lateRefunds, providerRefunds, disputes, payouts] =
    await Promise.all([
      store.readByType(['PaymentSucceeded'], { provider }),
      store.readByType(['DonationRefunded']),
      store.readByType(['RefundReversed']),
      store.readByType(['PaymentRefundRequested', 'PaymentRefunded', 'PaymentRefundReversed']),
      store.readByType(['ProviderRefundRecorded', 'PaymentRefundedByProvider'], { provider }),
      provider === 'stripe'
        ? store.readByType(
            ['DisputeOpened', 'DisputeClosed', 'PaymentDisputeOpened', 'PaymentDisputeClosed'],
            { provider },
          )
        : [],
      provider === 'paystack' ? store.readByType(['PayoutPaid'], { provider }) : [],
    ]);
  const payments = new Map(paid.map((event) => [event.data.paymentId, event.data]));
  const campaignOf = (paymentId: string) => payments.get(paymentId)?.campaignId ?? null;
  /** A refund that failed at the provider after we made it moved nothing. */
  const failed = new Set(reversed.map((event) => event.data.refundReference));
  const lateAmounts = new Map(
    lateRefunds.flatMap((event) =>
      event.type === 'PaymentRefundRequested'
        ? [[event.data.paymentId, asMoved(event.data.amountCents, event.data.charged)]]
        : [],
    ),
  );
  /** A late payment's refunds as they stand, by reference: one that failed after it was made moved nothing. */
  const lateMade = new Map<string, EventOf<'PaymentRefunded'>['data']>();
  for (const { type, data } of lateRefunds)
    if (type === 'PaymentRefunded') lateMade.set(data.refundReference, data);
    else if (type === 'PaymentRefundReversed') lateMade.delete(data.refundReference);
  const refund = (
    paymentId: string,
    reference: string,
    money: { amountCents: number; currency: string },
    at: string,
  ): Movement => ({
    movement: 'refund',
    reference,
    paymentId,
    campaignId: campaignOf(paymentId),
    ...money,
    at,
  });
  return [
    ...paid.map(({ data }): Movement => ({
      movement: 'charge',
      reference: data.providerReference,
      paymentId: data.paymentId,
      campaignId: data.campaignId,
      ...asMoved(data.amountCents, data.charged),
      at: data.succeededAt,
    })),
    ...refunds
      .filter(({ data }) => payments.has(data.paymentId) && !failed.has(data.refundReference))
      .map(({ data }) =>
        refund(
          data.paymentId,
          data.refundReference,
          asMoved(data.amountCents, data.charged),
          data.refundedAt,
        ),
      ),
    ...[...lateMade.values()].flatMap((data) =>
      payments.has(data.paymentId)
        ? [
            refund(
              data.paymentId,
              data.refundReference,
              data.charged
                ? asMoved(data.charged.amountMinor, data.charged)
                : (lateAmounts.get(data.paymentId) ?? asMoved(0)),
              data.refundedAt,
            ),
          ]
        : [],
    ),
    ...providerRefunds.map(({ type, data }) =>
      refund(
        data.paymentId,
        data.refundReference,
        type === 'PaymentRefundedByProvider'
          ? asMoved(data.charged.amountMinor, data.charged)
          : asMoved(data.amountCents, data.charged),
        data.refundedAt,
      ),
    ),
    ...disputes.flatMap(({ data }): Movement[] => {
      const common = {
        reference: data.disputeId,
        paymentId: data.paymentId,
        ...('donationId' in data
          ? {
              campaignId: data.campaignId,
              ...(data.charged
                ? asMoved(data.amountCents, data.charged)
                : { amountCents: data.amountCents, currency: data.currency }),
            }
          : {
              campaignId: campaignOf(data.paymentId),
              ...asMoved(data.charged.amountMinor, data.charged),
            }),
      };
      if ('openedAt' in data) return [{ movement: 'dispute', ...common, at: data.openedAt }];
      return data.outcome === 'won'
        ? [{ movement: 'disputeWon', ...common, at: data.closedAt }]
        : [];
    }),
    ...payouts.map(({ data }): Movement => ({
      movement: 'payout',
      reference: data.reference,
      paymentId: null,
      campaignId: data.campaignId,
      ...asMoved(data.amountCents, data.transfer),
      at: data.paidAt,
    })),
  ];
};

import { harambeeCatalogue, type NewEvent } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import { ourMovements } from './our-movements';

const at = '2026-12-04T10:00:00.000Z';
const metadata = {
  actorId: null,
  actorRole: 'system' as const,
  correlationId: 'c',
  causationId: null,
};
const gift = { donationId: 'd-1', paymentId: 'pay_1', campaignId: 'c-1', amountCents: 2_500 };
const shillings = (amountMinor: number) => ({ currency: 'KES' as const, amountMinor });

/** $25.00 charged as KES 3,233.75 through Paystack. */
const paidInShillings: Omit<NewEvent, 'metadata'> = {
  type: 'PaymentSucceeded',
  data: {
    paymentId: 'pay_1',
    provider: 'paystack',
    providerReference: 'pay_1',
    method: 'mobileMoney',
    last4: null,
    campaignId: 'c-1',
    amountCents: 2_500,
    charged: shillings(323_375),
    succeededAt: at,
  },
};

const storeWith = async (stream: string, events: Omit<NewEvent, 'metadata'>[]) => {
  const store = createInMemoryEventStore(harambeeCatalogue);
  await store.append([
    {
      streamId: stream,
      expected: 'any',
      events: events.map((event) => ({ ...event, metadata }) as NewEvent),
    },
  ]);
  return store;
};

// Issue "Money that matches the world", item 9: our side was compared in US cents labelled "usd".
describe('our movements, as the provider counts them', () => {
  it('when a gift was charged in shillings and partly refunded twice, one refund failing, then each is in shillings and the failed one moved nothing', async () => {
    const store = await storeWith('donation-pay_1', [
      paidInShillings,
      {
        type: 'DonationRefunded',
        data: {
          ...gift,
          amountCents: 1_000,
          charged: shillings(129_350),
          refundReference: '71',
          refundedAt: at,
        },
      },
      {
        type: 'RefundReversed',
        data: {
          ...gift,
          amountCents: 1_000,
          charged: shillings(129_350),
          refundReference: '71',
          reason: 'The provider could not complete the refund',
          reversedAt: at,
          nextAttemptAt: at,
        },
      },
      {
        type: 'DonationRefunded',
        data: {
          ...gift,
          amountCents: 1_000,
          charged: shillings(129_350),
          refundReference: '72',
          refundedAt: at,
        },
      },
    ]);
    const moved = await ourMovements(store, 'paystack');
    expect(
      moved.map(({ movement, reference, amountCents, currency }) => [
        movement,
        reference,
        amountCents,
        currency,
      ]),
    ).toEqual([
      ['charge', 'pay_1', 323_375, 'kes'],
      ['refund', '72', 129_350, 'kes'],
    ]);
  });

  it('when a late payment in shillings is partly refunded from the dashboard and our refund of the rest fails once, then the dashboard’s part and our second refund are what moved', async () => {
    const late = { paymentId: 'pay_1', refundedAt: at };
    const store = await storeWith('payment-pay_1', [
      paidInShillings,
      {
        type: 'PaymentRefundedByProvider',
        data: { ...late, provider: 'paystack', refundReference: 'rf', charged: shillings(75) },
      },
      {
        type: 'PaymentRefundRequested',
        data: {
          paymentId: 'pay_1',
          campaignId: 'c-1',
          amountCents: 2_499,
          charged: shillings(323_300),
          provider: 'paystack',
          providerReference: 'pay_1',
          reason: 'late',
          requestedAt: at,
        },
      },
      {
        type: 'PaymentRefunded',
        data: { ...late, refundReference: '81', charged: shillings(323_300) },
      },
      {
        type: 'PaymentRefundReversed',
        data: {
          paymentId: 'pay_1',
          refundReference: '81',
          charged: shillings(323_300),
          reason: 'refund.reason.failedAtProvider',
          reversedAt: at,
        },
      },
      {
        type: 'PaymentRefunded',
        data: { ...late, refundReference: '82', charged: shillings(323_300) },
      },
    ]);
    const moved = await ourMovements(store, 'paystack');
    expect(
      moved.map(({ movement, reference, amountCents }) => [movement, reference, amountCents]),
    ).toEqual([
      ['charge', 'pay_1', 323_375],
      ['refund', '82', 323_300],
      ['refund', 'rf', 75],
    ]);
  });

  it('when a Stripe payment that never became a gift is disputed and the dispute won, then the dispute and its reinstatement are what moved, in the charge’s money', async () => {
    const disputed = {
      paymentId: 'pay_1',
      provider: 'stripe' as const,
      disputeId: 'dp_1',
      charged: { currency: 'USD' as const, amountMinor: 2_500 },
    };
    const store = await storeWith('payment-pay_1', [
      {
        type: 'PaymentSucceeded',
        data: {
          paymentId: 'pay_1',
          provider: 'stripe',
          providerReference: 'pi_1',
          method: 'card',
          last4: '4242',
          campaignId: 'c-1',
          amountCents: 2_500,
          succeededAt: at,
        },
      },
      {
        type: 'PaymentDisputeOpened',
        data: { ...disputed, reason: 'fraudulent', openedAt: at },
      },
      { type: 'PaymentDisputeClosed', data: { ...disputed, outcome: 'won', closedAt: at } },
    ]);
    const moved = await ourMovements(store, 'stripe');
    const onPayment = {
      reference: 'dp_1',
      paymentId: 'pay_1',
      campaignId: 'c-1',
      amountCents: 2_500,
      currency: 'usd',
      at,
    };
    expect(moved.slice(1)).toEqual([
      { movement: 'dispute', ...onPayment },
      { movement: 'disputeWon', ...onPayment },
    ]);
  });

  it('when a payout was sent in cedis, then it is the cedis the wallet received', async () => {
    const store = await storeWith('withdrawal-c-1', [
      {
        type: 'PayoutPaid',
        data: {
          withdrawalId: 'c-1',
          campaignId: 'c-1',
          provider: 'paystack',
          reference: 'TRF_1',
          amountCents: 9_500,
          transfer: { currency: 'GHS', amountMinor: 144_400, conversionFeeMinor: 2_200 },
          paidAt: at,
        },
      },
    ]);
    expect(await ourMovements(store, 'paystack')).toEqual([
      expect.objectContaining({ movement: 'payout', amountCents: 144_400, currency: 'ghs' }),
    ]);
  });
});

import { harambeeCatalogue, type NewEvent, type StoredEvent } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import {
  bySystem,
  donationRecorded,
  payoutPaid,
  streamOf,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { balanceOf, type Posting } from '../posting';

const streamFor = (event: NewEvent) =>
  event.type.startsWith('Payment')
    ? `payment-${(event.data as { paymentId: string }).paymentId}`
    : streamOf(event);

/** The events as the store keeps them (checked by the catalogue, with ids and places in the log), in order. */
export const storedLog = async (...events: NewEvent[]): Promise<StoredEvent[]> => {
  const store = createInMemoryEventStore(harambeeCatalogue);
  for (const event of events)
    await store.append([{ streamId: streamFor(event), events: [event], expected: 'any' }]);
  return [...store.all()];
};

type Provider = 'sandbox' | 'stripe' | 'paystack' | 'btcpay';

/** A hosted checkout's payment that succeeded: pass its id to the gift it pays for. */
export const paymentSucceeded = (
  paymentId: string,
  campaignId: string,
  amountCents: number,
  provider: Provider = 'stripe',
): NewEvent => ({
  type: 'PaymentSucceeded',
  data: {
    paymentId,
    provider,
    providerReference: `ch_${paymentId}`,
    method: 'card',
    last4: '4242',
    campaignId,
    amountCents,
    succeededAt: new Date().toISOString(),
  },
  metadata: bySystem(),
});

export const paymentRefunded = (paymentId: string): NewEvent => ({
  type: 'PaymentRefunded',
  data: { paymentId, refundReference: `re_${paymentId}`, refundedAt: new Date().toISOString() },
  metadata: bySystem(),
});

/** The gift a payment paid for, as the webhook records it. */
export const paidBy = (gift: NewEvent, paymentId: string) =>
  ({ ...gift, data: { ...gift.data, paymentId } }) as NewEvent;

/** A $`amountCents` card gift to campaign c1 and the Stripe payment pay-1 that paid for it. */
export const stripeGift = (amountCents: number) => ({
  gift: paidBy(donationRecorded('c1', { amountCents }), 'pay-1'),
  paid: paymentSucceeded('pay-1', 'c1', amountCents, 'stripe'),
});

/** What the $25 Stripe gift's creator was paid out: the 5% platform fee kept, no processing fee. */
export const PAID_OUT_AMOUNTS = {
  grossCents: 2_500,
  platformFeeCents: 125,
  processingFeesCents: 0,
  netCents: 2_375,
};
/** The withdrawal of the $25 gift's money and its payout. */
export const paidOutOf25 = [
  withdrawalRequested('c1', 'u1', PAID_OUT_AMOUNTS),
  payoutPaid('c1', 'c1', 2_375),
];

/** The event with `data` laid over its data. */
export const withData = (event: NewEvent, data: object) =>
  ({ ...event, data: { ...event.data, ...data } }) as NewEvent;

/** A dispute or provider refund that came after the gift's money was paid out to the creator. */
export const afterPayout = (event: NewEvent) => withData(event, { afterPayout: true });

/** An account's balance over the postings in one currency, US dollars unless said. */
export const balanceIn =
  (postings: readonly Posting[]) =>
  (account: string, currency = 'USD') =>
    balanceOf(
      postings.map((posting) => ({
        ...posting,
        entries: posting.entries.filter(
          (entry) => (entry.currency ?? posting.currency) === currency,
        ),
      })),
      account,
    );

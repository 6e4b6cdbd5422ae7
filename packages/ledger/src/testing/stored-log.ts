import { harambeeCatalogue, type NewEvent, type StoredEvent } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import { bySystem, streamOf } from '@harambee/events/src/testing/sample-events';

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

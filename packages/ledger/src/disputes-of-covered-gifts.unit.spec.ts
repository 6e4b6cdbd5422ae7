import type { NewEvent } from '@harambee/events';
import {
  disputeClosed,
  disputeOpened,
  donationRecorded,
} from '@harambee/projector/src/testing/sample-events';
import { conservation, noNegativeEscrow, oneEndPerGift } from './invariants';
import { postingsOf } from './ledger';
import { balanceOf } from './posting';
import { paidBy, paymentSucceeded, storedLog } from './testing/stored-log';

const withData = (event: NewEvent, data: object) =>
  ({ ...event, data: { ...event.data, ...data } }) as NewEvent;

/** A $100 gift whose donor covered its $8.90 of fees: $108.90 charged, $100 counted toward the goal. */
const dollars = {
  paid: withData(paymentSucceeded('pay-1', 'c1', 10_000, 'stripe'), {
    charged: { currency: 'USD', amountMinor: 10_890 },
  }),
  gift: withData(paidBy(donationRecorded('c1', { amountCents: 10_000 }), 'pay-1'), {
    charged: { currency: 'USD', amountMinor: 10_890 },
    feeCover: {
      platformFeeCents: 500,
      processingFeeCents: 390,
      charged: { currency: 'USD', amountMinor: 890 },
    },
  }),
};
/** The same gift over M-PESA: KSh 14,069.88 charged, KSh 1,149.88 of it the fees its donor covered. */
const shillings = {
  paid: withData(paymentSucceeded('pay-1', 'c1', 10_000, 'paystack'), {
    charged: { currency: 'KES', amountMinor: 1_406_988 },
  }),
  gift: withData(paidBy(donationRecorded('c1', { amountCents: 10_000 }), 'pay-1'), {
    charged: { currency: 'KES', amountMinor: 1_406_988 },
    feeCover: {
      platformFeeCents: 500,
      processingFeeCents: 390,
      charged: { currency: 'KES', amountMinor: 114_988 },
    },
  }),
};
type Gift = typeof dollars;

const wholeCharge = (gift: NewEvent, event: NewEvent) => {
  const { charged } = gift.data as { charged: { currency: string; amountMinor: number } };
  return withData(event, {
    provider: charged.currency === 'KES' ? 'paystack' : 'stripe',
    amountCents: 10_000,
    ...(charged.currency !== 'USD' && { charged }),
  });
};
const providerRefund = ({ gift }: Gift): NewEvent =>
  wholeCharge(gift, {
    type: 'ProviderRefundRecorded',
    data: {
      ...(gift.data as { paymentId: string; donationId: string; campaignId: string }),
      currency: 'usd',
      refundReference: 're_dashboard',
      afterPayout: false,
      refundedAt: new Date().toISOString(),
    },
    metadata: gift.metadata,
  } as NewEvent);

const booksOf = async ({ paid, gift }: Gift, ...events: NewEvent[]) => {
  const postings = postingsOf(await storedLog(paid, gift, ...events));
  const balance = (account: string, currency = 'USD') =>
    balanceOf(
      postings.map((posting) => ({
        ...posting,
        entries: posting.entries.filter(
          (entry) => (entry.currency ?? posting.currency) === currency,
        ),
      })),
      account,
    );
  const sound = [conservation(postings), noNegativeEscrow(postings), oneEndPerGift(postings)];
  return { balance, violations: sound.flatMap((result) => result.violations) };
};
const fees = (balance: (account: string) => number) =>
  balance('platform:fees') + balance('provider:fees');

describe('disputes and provider refunds of a gift whose donor covered the fees', () => {
  it.each([
    ['dollars', dollars, 'USD'],
    ['shillings', shillings, 'KES'],
  ] as const)(
    'when a dispute of the whole %s charge is lost, then the donor gets all they paid and no fee is kept',
    async (_, gift, currency) => {
      const opened = wholeCharge(gift.gift, disputeOpened(gift.gift, 'dp_1'));
      const lost = wholeCharge(gift.gift, disputeClosed(gift.gift, 'dp_1', 'lost'));
      const { balance, violations } = await booksOf(gift, opened, lost);
      const donors = currency === 'USD' ? 'donors:stripe' : 'donors:paystack';
      expect([balance(donors, currency), fees(balance), balance('campaign:c1:escrow')]).toEqual([
        0, 0, 0,
      ]);
      expect(violations).toEqual([]);
    },
  );

  it('when the dispute is won, then the escrow holds the gift again and the fees the cover paid', async () => {
    const opened = wholeCharge(dollars.gift, disputeOpened(dollars.gift, 'dp_1'));
    const won = wholeCharge(dollars.gift, disputeClosed(dollars.gift, 'dp_1', 'won'));
    const { balance } = await booksOf(dollars, opened, won);
    expect([balance('campaign:c1:escrow'), fees(balance), balance('campaign:c1:disputed')]).toEqual(
      [10_000, 890, 0],
    );
  });

  it.each([
    ['dollars', dollars, 'USD'],
    ['shillings', shillings, 'KES'],
  ] as const)(
    'when the provider refunds the whole %s charge from its dashboard, then the books give back the cover too',
    async (_, gift, currency) => {
      const { balance, violations } = await booksOf(gift, providerRefund(gift));
      const donors = currency === 'USD' ? 'donors:stripe' : 'donors:paystack';
      expect([balance(donors, currency), fees(balance)]).toEqual([0, 0]);
      expect(violations).toEqual([]);
    },
  );
});

import type { NewEvent } from '@harambee/events';
import {
  disputeClosed,
  disputeOpened,
  donationRecorded,
  donationRefunded,
  payoutPaid,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { conservation, noNegativeEscrow, oneEndPerGift } from './invariants';
import { postingsOf } from './ledger';
import {
  afterPayout,
  balanceIn,
  paidBy,
  paymentSucceeded,
  storedLog,
  withData,
} from './testing/stored-log';

/** A gift paid over M-PESA: KSh 1,300.00 charged, $10.06 counted toward the goal. */
const shillings = (amountMinor: number) => ({ charged: { currency: 'KES', amountMinor } });
const paid = withData(paymentSucceeded('pay-1', 'c1', 1_006, 'paystack'), shillings(130_000));
const gift = withData(
  paidBy(donationRecorded('c1', { amountCents: 1_006 }), 'pay-1'),
  shillings(130_000),
);
const inShillings = (event: NewEvent, cents: number, minor: number) =>
  withData(event, { provider: 'paystack', amountCents: cents, ...shillings(minor) });
const opened = inShillings(disputeOpened(gift, 'dp_1'), 1_006, 130_000);
const closed = (outcome: 'won' | 'lost', afterPayout = false) =>
  inShillings(disputeClosed(gift, 'dp_1', outcome, afterPayout), 1_006, 130_000);
const paidOut = [
  withdrawalRequested('c1', 'u1', {
    grossCents: 1_006,
    platformFeeCents: 50,
    processingFeesCents: 0,
    netCents: 956,
  }),
  payoutPaid('c1', 'c1', 956),
];

const booksOf = async (...events: NewEvent[]) => {
  const postings = postingsOf(await storedLog(paid, gift, ...events));
  const balance = balanceIn(postings);
  return { postings, balance };
};

describe('a dispute on a gift paid in shillings', () => {
  it('given a KES gift, when its dispute opens, then the escrow gives its dollars to the exchange and the provider holds the shillings disputed', async () => {
    const { postings, balance } = await booksOf(opened);
    expect(postings.at(-1)!.entries).toEqual([
      { account: 'campaign:c1:escrow', amount: -1_006 },
      { account: 'exchange:USD', amount: 1_006 },
      { account: 'exchange:KES', amount: -130_000, currency: 'KES' },
      { account: 'campaign:c1:disputed', amount: 130_000, currency: 'KES' },
    ]);
    expect([balance('campaign:c1:escrow'), balance('campaign:c1:disputed', 'KES')]).toEqual([
      0, 130_000,
    ]);
  });

  it('given an open dispute on a KES gift, when it is won, then the shillings cross back and the escrow holds its dollars again', async () => {
    const { balance } = await booksOf(opened, closed('won'));
    expect([
      balance('campaign:c1:escrow'),
      balance('campaign:c1:disputed', 'KES'),
      balance('exchange:KES', 'KES'),
      balance('exchange:USD'),
    ]).toEqual([1_006, 0, 130_000, -1_006]);
  });

  it('given an open dispute on a KES gift, when it is lost, then the donor gets the very shillings disputed and the gift ends disputed', async () => {
    const { postings, balance } = await booksOf(opened, closed('lost'));
    expect(postings.at(-1)!.entries).toEqual([
      { account: 'campaign:c1:disputed', amount: -130_000, currency: 'KES' },
      { account: 'donors:paystack', amount: 130_000, currency: 'KES' },
    ]);
    expect([balance('donors:paystack', 'KES'), balance('exchange:KES', 'KES')]).toEqual([0, 0]);
    expect(oneEndPerGift(postings)).toMatchObject({ violations: [], counts: { disputed: 1 } });
  });

  it('given a paid-out KES gift, when a dispute opened after the payout is lost, then the donor gets the shillings and the dollars owed are the platform’s loss', async () => {
    const { postings, balance } = await booksOf(
      ...paidOut,
      afterPayout(opened),
      closed('lost', true),
    );
    expect([
      balance('campaign:c1:receivable'),
      balance('platform:loss'),
      balance('campaign:c1:disputed', 'KES'),
      balance('donors:paystack', 'KES'),
    ]).toEqual([0, -1_006, 0, 0]);
    expect(
      [conservation(postings), noNegativeEscrow(postings)].flatMap((result) => result.violations),
    ).toEqual([]);
  });
});

describe('regression (money sequences): a gift refunded in the currency it was paid in', () => {
  it('given a KES gift refunded in full, when the invariants read it, then it ends refunded with exactly the shillings paid, not as shillings counted against its US cents', async () => {
    const refund = withData(donationRefunded(gift), shillings(130_000));
    const { postings, balance } = await booksOf(refund);
    expect(balance('donors:paystack', 'KES')).toBe(0);
    expect(oneEndPerGift(postings)).toMatchObject({ violations: [], counts: { refunded: 1 } });
  });

  it('given a KES gift, when its refunds give back a shilling more than was paid, then that is a violation', async () => {
    const part = (cents: number, minor: number) =>
      withData(donationRefunded(gift), { amountCents: cents, ...shillings(minor) });
    const { postings } = await booksOf(part(500, 64_612), part(506, 65_389));
    expect(oneEndPerGift(postings).violations).toEqual([
      {
        subject: (gift.data as { donationId: string }).donationId,
        detail: 'refunded 130001 KES of a gift paid with 130000 (1006 of its 1006 US cents)',
      },
    ]);
  });
});

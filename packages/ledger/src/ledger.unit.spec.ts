import type { NewEvent } from '@harambee/events';
import {
  bySystem,
  campaignEnded,
  donationRecorded,
  donationRefunded,
  payoutPaid,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { MissingLedgerFact } from './facts';
import { ledgerStep, postingsOf } from './ledger';
import { assertBalanced, imbalanceOf, move, UnbalancedPosting } from './posting';
import { paidBy, paymentRefunded, paymentSucceeded, storedLog } from './testing/stored-log';

const gift = donationRecorded('c1', { amountCents: 10_000 });
const amounts = {
  grossCents: 10_000,
  platformFeeCents: 500,
  processingFeesCents: 320,
  netCents: 9_180,
};
const entriesOf = async (...events: Parameters<typeof storedLog>) =>
  postingsOf(await storedLog(...events)).map(({ type, subject, entries }) => ({
    type,
    subject,
    entries,
  }));

describe('the ledger', () => {
  it('when an in-page card gift is recorded, then it moves from the sandbox donors into the campaign escrow, in USD', async () => {
    const [posting] = postingsOf(await storedLog(gift));
    expect(posting).toMatchObject({
      type: 'DonationRecorded',
      campaignId: 'c1',
      subject: (gift.data as { donationId: string }).donationId,
      currency: 'USD',
      entries: move('donors:sandbox', 'campaign:c1:escrow', 10_000),
    });
  });

  it('when a hosted checkout is paid, then the money arrives unallocated and the gift moves it into escrow; its refund goes back to that provider', async () => {
    const paid = paidBy(gift, 'pay-1');
    expect(
      await entriesOf(
        paymentSucceeded('pay-1', 'c1', 10_000, 'paystack'),
        paid,
        donationRefunded(paid, 're_1'),
      ),
    ).toEqual([
      {
        type: 'PaymentSucceeded',
        subject: 'pay-1',
        entries: move('donors:paystack', 'payments:unallocated', 10_000),
      },
      {
        type: 'DonationRecorded',
        subject: expect.any(String),
        entries: move('payments:unallocated', 'campaign:c1:escrow', 10_000),
      },
      {
        type: 'DonationRefunded',
        subject: expect.any(String),
        entries: move('campaign:c1:escrow', 'donors:paystack', 10_000),
      },
    ]);
  });

  it('when a gift is paid in shillings, then the provider side stays in shillings, the escrow gets the quoted US cents through the exchange accounts, and its refund gives back exactly the shillings', async () => {
    const charged = { currency: 'KES' as const, amountMinor: 323_375 };
    const kesPayment = paymentSucceeded('pay-kes', 'c1', 2_500, 'paystack');
    const payment = { ...kesPayment, data: { ...kesPayment.data, charged } } as typeof kesPayment;
    const paid = paidBy(donationRecorded('c1', { amountCents: 2_500 }), 'pay-kes');
    const postings = postingsOf(await storedLog(payment, paid, donationRefunded(paid, 're_kes')));
    expect(postings.map(({ type, currency, entries }) => ({ type, currency, entries }))).toEqual([
      {
        type: 'PaymentSucceeded',
        currency: 'KES',
        entries: move('donors:paystack', 'payments:unallocated', 323_375),
      },
      {
        type: 'DonationRecorded',
        currency: 'USD',
        entries: [
          { account: 'payments:unallocated', amount: -323_375, currency: 'KES' },
          { account: 'exchange:KES', amount: 323_375, currency: 'KES' },
          { account: 'exchange:USD', amount: -2_500 },
          { account: 'campaign:c1:escrow', amount: 2_500 },
        ],
      },
      {
        type: 'DonationRefunded',
        currency: 'USD',
        entries: [
          { account: 'campaign:c1:escrow', amount: -2_500 },
          { account: 'exchange:USD', amount: 2_500 },
          { account: 'exchange:KES', amount: -323_375, currency: 'KES' },
          { account: 'donors:paystack', amount: 323_375, currency: 'KES' },
        ],
      },
    ]);
  });

  it('when entries in two currencies each sum to zero, then the posting balances; shillings never make up for dollars', () => {
    const base = { eventId: 'e', type: 'T', currency: 'USD' as const };
    expect(
      imbalanceOf([
        { account: 'a', amount: -5, currency: 'KES' },
        { account: 'b', amount: 5, currency: 'KES' },
        { account: 'c', amount: -1 },
        { account: 'd', amount: 1 },
      ]),
    ).toBe(0);
    expect(() =>
      assertBalanced({
        ...base,
        position: { transactionId: '1', globalPosition: '1' },
        at: '',
        campaignId: 'c1',
        subject: 's',
        entries: [
          { account: 'a', amount: -5, currency: 'KES' },
          { account: 'b', amount: 5 },
        ],
      }),
    ).toThrow(UnbalancedPosting);
  });

  it('when a payment came after its campaign ended, then it is never a gift: it waits unallocated until it is refunded', async () => {
    expect(await entriesOf(paymentSucceeded('late', 'c1', 2_500), paymentRefunded('late'))).toEqual(
      [
        {
          type: 'PaymentSucceeded',
          subject: 'late',
          entries: move('donors:stripe', 'payments:unallocated', 2_500),
        },
        {
          type: 'PaymentRefunded',
          subject: 'late',
          entries: move('payments:unallocated', 'donors:stripe', 2_500),
        },
      ],
    );
  });

  // Issue "Money that matches the world", item 7: a mismatched payment that moved money was never booked.
  it("when a payment moved money that is not its checkout's, then it waits unallocated in that money until it is refunded; one that moved nothing posts nothing", async () => {
    const mismatch = (moved: boolean): NewEvent => ({
      type: 'PaymentMismatchDetected',
      data: {
        paymentId: 'odd',
        provider: 'paystack',
        providerReference: 'T_odd',
        expected: { campaignId: 'c1', amountCents: 2_500 },
        received: { amountCents: 30_000, currency: 'kes' },
        moved,
        detectedAt: new Date().toISOString(),
      },
      metadata: bySystem(),
    });
    expect(await entriesOf(mismatch(true), paymentRefunded('odd'))).toEqual([
      {
        type: 'PaymentMismatchDetected',
        subject: 'odd',
        entries: move('donors:paystack', 'payments:unallocated', 30_000),
      },
      {
        type: 'PaymentRefunded',
        subject: 'odd',
        entries: move('payments:unallocated', 'donors:paystack', 30_000),
      },
    ]);
    expect(await entriesOf(mismatch(false))).toEqual([]);
  });

  it('when a payout is paid, then the escrow gives the platform its fee, the providers theirs and the creator the net', async () => {
    const [, payout] = await entriesOf(
      gift,
      campaignEnded('c1', 'funded', 10_000),
      withdrawalRequested('c1', 'creator-1', amounts),
      payoutPaid('c1', 'TRF_1', 9_180),
    );
    expect(payout).toEqual({
      type: 'PayoutPaid',
      subject: 'c1',
      entries: [
        { account: 'campaign:c1:escrow', amount: -10_000 },
        { account: 'platform:fees', amount: 500 },
        { account: 'provider:fees', amount: 320 },
        { account: 'creator:creator-1:payouts', amount: 9_180 },
      ],
    });
  });

  it('when a payout goes to a shilling wallet, then the net dollars go to the exchange and the wallet gets shillings, less the conversion fee, balanced in each currency', async () => {
    const paid = payoutPaid('c1', 'TRF_1', 9_180);
    const transfer = {
      currency: 'KES' as const,
      amountMinor: 1_168_309,
      conversionFeeMinor: 17_791,
    };
    const [, payout] = await entriesOf(
      gift,
      campaignEnded('c1', 'funded', 10_000),
      withdrawalRequested('c1', 'creator-1', amounts),
      { ...paid, data: { ...paid.data, transfer } } as typeof paid,
    );
    expect(payout!.entries).toEqual([
      { account: 'campaign:c1:escrow', amount: -10_000 },
      { account: 'platform:fees', amount: 500 },
      { account: 'provider:fees', amount: 320 },
      { account: 'exchange:USD', amount: 9_180 },
      { account: 'exchange:KES', amount: -1_186_100, currency: 'KES' },
      { account: 'creator:creator-1:payouts', amount: 1_168_309, currency: 'KES' },
      { account: 'provider:conversion-fees', amount: 17_791, currency: 'KES' },
    ]);
    expect(imbalanceOf(payout!.entries)).toBe(0);
  });

  it('when a dollar wallet is paid shillings converted, then the conversion fee comes off in dollars and what the net gave beyond it is an FX gain', async () => {
    const paid = payoutPaid('c1', 'TRF_1', 9_180);
    const transfer = { currency: 'USD' as const, amountMinor: 9_000, conversionFeeMinor: 137 };
    const [, payout] = await entriesOf(
      gift,
      campaignEnded('c1', 'funded', 10_000),
      withdrawalRequested('c1', 'creator-1', amounts),
      { ...paid, data: { ...paid.data, transfer } } as typeof paid,
    );
    // The 9,180¢ net bought 9,137¢ at the approval's rate: the 43¢ between is booked, not left in the exchange.
    expect(payout!.entries.some((entry) => entry.account === 'exchange:USD')).toBe(false);
    expect(payout!.entries).toEqual(
      expect.arrayContaining([
        { account: 'fx:gain-loss', amount: 43 },
        { account: 'creator:creator-1:payouts', amount: 9_000 },
        { account: 'provider:conversion-fees', amount: 137 },
      ]),
    );
    expect(imbalanceOf(payout!.entries)).toBe(0);
  });

  it('when a posting would not sum to zero, then it is refused with UnbalancedPosting, naming the event and the difference', async () => {
    const [posting] = postingsOf(await storedLog(gift));
    const skimmed = {
      ...posting!,
      entries: [
        ...move('donors:sandbox', 'campaign:c1:escrow', 10_000).slice(0, 1),
        { account: 'campaign:c1:escrow', amount: 9_999 },
      ],
    };
    expect(() => assertBalanced(skimmed)).toThrow(UnbalancedPosting);
    expect(() => assertBalanced(skimmed)).toThrow(`${posting!.eventId} is off by -1 USD`);
    expect(() => assertBalanced({ ...posting!, entries: move('a', 'b', 0.5) })).toThrow(
      UnbalancedPosting,
    );
  });

  it('when a refund names a gift the log never recorded, then the ledger says which fact is missing', async () => {
    const [refund] = await storedLog(donationRefunded(gift));
    expect(() => ledgerStep(refund!, {})).toThrow(MissingLedgerFact);
  });
});

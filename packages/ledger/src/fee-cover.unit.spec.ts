import { donationRecorded, donationRefunded } from '@harambee/events/src/testing/sample-events';
import { conservation, noNegativeEscrow, oneEndPerGift } from './invariants';
import { postingsOf } from './ledger';
import { move } from './posting';
import { paidBy, paymentSucceeded, storedLog } from './testing/stored-log';

const feeCover = (charged: { currency: 'USD' | 'KES'; amountMinor: number }) => ({
  platformFeeCents: 125,
  processingFeeCents: 98,
  charged,
});

/** A gift of $25 whose donor covered its fees, paid through Paystack: the charge is the gift and the fees. */
const coveredGift = async (
  charged: { currency: 'USD' | 'KES'; amountMinor: number },
  cover: ReturnType<typeof feeCover>,
) => {
  const payment = paymentSucceeded('pay-cover', 'c1', 2_500, 'paystack');
  const paidWithCover = { ...payment, data: { ...payment.data, charged } } as typeof payment;
  const gift = donationRecorded('c1', { amountCents: 2_500 });
  const paid = paidBy(
    { ...gift, data: { ...gift.data, feeCover: cover } } as typeof gift,
    'pay-cover',
  );
  return postingsOf(await storedLog(paidWithCover, paid, donationRefunded(paid, 're_cover')));
};

const violationsOf = (postings: Awaited<ReturnType<typeof coveredGift>>) =>
  [conservation(postings), noNegativeEscrow(postings), oneEndPerGift(postings)].flatMap(
    (result) => result.violations,
  );

describe('fees a donor covers', () => {
  it('when a donor covers the fees of a $25 gift, then the escrow gets $25, the fees go to the platform and the provider in the gift’s own posting, and the refund gives back all $27.23', async () => {
    const postings = await coveredGift(
      { currency: 'USD', amountMinor: 2_723 },
      feeCover({ currency: 'USD', amountMinor: 223 }),
    );
    expect(postings.map(({ type, entries }) => ({ type, entries }))).toEqual([
      {
        type: 'PaymentSucceeded',
        entries: move('donors:paystack', 'payments:unallocated', 2_723),
      },
      {
        type: 'DonationRecorded',
        entries: [
          ...move('payments:unallocated', 'campaign:c1:escrow', 2_500),
          { account: 'payments:unallocated', amount: -223 },
          { account: 'platform:fees', amount: 125 },
          { account: 'provider:fees', amount: 98 },
        ],
      },
      {
        type: 'DonationRefunded',
        entries: [
          ...move('campaign:c1:escrow', 'donors:paystack', 2_500),
          { account: 'platform:fees', amount: -125 },
          { account: 'provider:fees', amount: -98 },
          { account: 'donors:paystack', amount: 223 },
        ],
      },
    ]);
    expect(violationsOf(postings)).toEqual([]);
  });

  it('when a donor covers the fees in shillings, then the fees change currency at the gift’s rate and the refund gives back exactly the shillings charged', async () => {
    const postings = await coveredGift(
      { currency: 'KES', amountMinor: 323_375 + 28_845 },
      feeCover({ currency: 'KES', amountMinor: 28_845 }),
    );
    const [, recorded, refunded] = postings;
    expect(recorded!.entries).toEqual([
      { account: 'payments:unallocated', amount: -323_375, currency: 'KES' },
      { account: 'exchange:KES', amount: 323_375, currency: 'KES' },
      { account: 'exchange:USD', amount: -2_500 },
      { account: 'campaign:c1:escrow', amount: 2_500 },
      { account: 'payments:unallocated', amount: -28_845, currency: 'KES' },
      { account: 'exchange:KES', amount: 28_845, currency: 'KES' },
      { account: 'exchange:USD', amount: -223 },
      { account: 'platform:fees', amount: 125 },
      { account: 'provider:fees', amount: 98 },
    ]);
    const toDonor = refunded!.entries
      .filter((entry) => entry.account === 'donors:paystack')
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(toDonor).toBe(323_375 + 28_845);
    expect(conservation(postings).violations).toEqual([]);
  });
});

import { donationRecorded, donationRefunded } from '@harambee/events/src/testing/sample-events';
import { accounts } from './accounts';
import { conservation, noNegativeEscrow, oneEndPerGift } from './invariants';
import { postingsOf } from './ledger';
import { balanceOf, move } from './posting';
import { paidBy, paymentSucceeded, storedLog } from './testing/stored-log';

const cover = {
  platformFeeCents: 125,
  processingFeeCents: 98,
  charged: { currency: 'KES' as const, amountMinor: 28_845 },
};
/** $25 charged KES 3,233.75 and its covered fees KES 288.45; M-PESA's 1.5 % of the whole charge is KES 52.83. */
const charged = { currency: 'KES' as const, amountMinor: 323_375 + 28_845 };
const providerFee = { currency: 'KES' as const, amountMinor: 5_283 };

const coveredGiftPaid = async (fee: typeof providerFee | undefined) => {
  const payment = paymentSucceeded('pay-fee', 'c1', 2_500, 'paystack');
  const succeeded = {
    ...payment,
    data: { ...payment.data, charged, ...(fee && { providerFee: fee }) },
  } as typeof payment;
  const gift = donationRecorded('c1', { amountCents: 2_500 });
  const paid = paidBy(
    { ...gift, data: { ...gift.data, feeCover: cover } } as typeof gift,
    'pay-fee',
  );
  return postingsOf(await storedLog(succeeded, paid, donationRefunded(paid, 're_fee')));
};

describe('fees the provider says it took', () => {
  it('regression (issue 42, item 10): given Paystack took KES 52.83 (41¢) of a gift whose donor covered an estimated 98¢, when the gift is booked, then provider:fees holds exactly 41¢ and the 57¢ beyond it moves to platform:fees in the gift’s own balanced posting', async () => {
    const postings = await coveredGiftPaid(providerFee);
    const [, recorded] = postings;
    expect(recorded!.entries.slice(-2)).toEqual(
      move(accounts.providerFees, accounts.platformFees, 57),
    );
    const booked = postings.slice(0, 2);
    expect(balanceOf(booked, accounts.providerFees)).toBe(41);
    expect(balanceOf(booked, accounts.platformFees)).toBe(125 + 57);
    expect(conservation(postings).violations).toEqual([]);
  });

  it('when the covered gift is refunded whole, then each fee account gives back what it was booked, leaving none', async () => {
    const postings = await coveredGiftPaid(providerFee);
    expect(balanceOf(postings, accounts.providerFees)).toBe(0);
    expect(balanceOf(postings, accounts.platformFees)).toBe(0);
    expect(
      [noNegativeEscrow(postings), oneEndPerGift(postings)].flatMap((result) => result.violations),
    ).toEqual([]);
  });

  it('when the provider took more than the donor covered, then the gift books the cover as it was (the creator pays the rest at the payout)', async () => {
    const [, recorded] = await coveredGiftPaid({ currency: 'KES', amountMinor: 14_000 });
    expect(balanceOf([recorded!], accounts.providerFees)).toBe(98);
    expect(balanceOf([recorded!], accounts.platformFees)).toBe(125);
  });

  it('when the provider did not say what it took (an older payment), then the estimate the donor covered is booked as it was', async () => {
    const [, recorded] = await coveredGiftPaid(undefined);
    expect(balanceOf([recorded!], accounts.providerFees)).toBe(98);
    expect(balanceOf([recorded!], accounts.platformFees)).toBe(125);
  });
});

import { giftFeesOf } from './gift-fees';

const dollars = { creditedCents: 2_500, rate: { value: '1', asOf: null, source: null } };
const shillings = { creditedCents: 2_500, rate: { value: '129.35', asOf: null, source: null } };

describe('the fees of a gift, where the donor decides', () => {
  it('when $25 is given by card at Stripe, then $22.72 reaches the creator and covering the fees adds $2.28', () => {
    expect(giftFeesOf(2_500, 'USD', dollars, 'stripe')).toEqual({
      giftMinor: 2_500,
      platformFeeMinor: 125,
      processingFeeMinor: 103,
      creatorMinor: 2_272,
      coverMinor: 228,
    });
  });

  it('when KES 3,233.75 is given over Paystack, then the fees are in shillings at the rate, as the checkout charges the cover', () => {
    expect(giftFeesOf(323_375, 'KES', shillings, 'paystack')).toEqual({
      giftMinor: 323_375,
      platformFeeMinor: 16_169,
      processingFeeMinor: 12_676,
      creatorMinor: 294_530,
      coverMinor: 28_845,
    });
  });

  it('when KES 500 covers its fees over M-PESA (KSh 24.58 on the sandbox), then the cover is raised to KSh 25, so the charge is whole shillings, as the checkout asks', () => {
    const quote = { creditedCents: 387, rate: { value: '129.35', asOf: null, source: null } };
    const fees = giftFeesOf(50_000, 'KES', quote, 'sandbox', 'mobileMoney');
    expect(fees.coverMinor).toBe(2_500);
    expect(fees.giftMinor + fees.coverMinor).toBe(52_500);
  });

  it('when the same gift is paid by card, then the cover stays to the cent', () => {
    const quote = { creditedCents: 387, rate: { value: '129.35', asOf: null, source: null } };
    expect(giftFeesOf(50_000, 'KES', quote, 'sandbox', 'card').coverMinor).toBe(2_458);
  });
});

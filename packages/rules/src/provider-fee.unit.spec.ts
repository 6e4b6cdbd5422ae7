import { providerFeeCents } from './fees';

describe('a provider’s own fee in US cents', () => {
  const gift = { amountCents: 2_500, charged: { currency: 'KES', amountMinor: 323_375 } };

  it('when it was taken in the gift’s currency, then it is converted at the rate the gift was charged at', () => {
    expect(providerFeeCents({ currency: 'KES', amountMinor: 4_851 }, gift)).toBe(38);
  });

  it('when it was taken in US dollars, then it is those cents', () => {
    expect(providerFeeCents({ currency: 'USD', amountMinor: 290 }, gift)).toBe(290);
  });

  it('when it was taken in a currency the gift was not charged in, then it is unknown and the estimate stands', () => {
    expect(providerFeeCents({ currency: 'GHS', amountMinor: 100 }, gift)).toBeUndefined();
  });
});

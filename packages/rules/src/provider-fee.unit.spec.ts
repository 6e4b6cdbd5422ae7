import { CURRENCIES } from './currency';
import { processingFeeOf, providerFeeCents } from './fees';
import { MOBILE_MONEY_COUNTRIES } from './mobile-money';

/** The local sandbox and crypto pledges cost nothing to take. */
const FREE_OF_CHARGE: readonly string[] = ['sandbox', 'btcpay'];

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

describe('the fee shown before a donor decides', () => {
  const charging = new Set(
    [
      ...Object.values(MOBILE_MONEY_COUNTRIES).flatMap((country) =>
        Object.values(country.networks).flatMap((route) => route?.takenBy ?? []),
      ),
      ...Object.values(CURRENCIES).flatMap((currency) => currency.cardProviders),
    ].filter((provider) => !FREE_OF_CHARGE.includes(provider)),
  );

  it.each([...charging])(
    'when %s can charge a gift, then the form has an estimate of what it takes',
    (provider) => {
      expect(processingFeeOf(10_000, provider)).toBeGreaterThan(0);
    },
  );
});

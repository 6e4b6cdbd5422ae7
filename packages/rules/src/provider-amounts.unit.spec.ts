import fc from 'fast-check';
import {
  COUNTRY_CURRENCIES,
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  convertMinor,
  type PaymentProviderName,
} from './currency';
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_COUNTRY_CODES,
  mobileMoneyProvidersIn,
} from './mobile-money';
import { bookedMinor, providerAmount } from './provider-amounts';

/** ISO 4217's minor unit as Intl (CLDR) has it: a second source, so a wrong exponent in our table cannot pass. */
const isoDigits = (currency: CurrencyCode) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2;

/** Stripe's documented zero-decimal currencies, among ours (docs.stripe.com/currencies#zero-decimal). */
const STRIPE_ZERO_DECIMAL = ['XOF', 'XAF', 'RWF', 'UGX'];

/** What one major unit is written as in each provider's API, as its documentation says. */
const ONE_MAJOR = {
  sandbox: (currency: CurrencyCode) => 10 ** isoDigits(currency),
  stripe: (currency: CurrencyCode) => (STRIPE_ZERO_DECIMAL.includes(currency) ? 1 : 100),
  paystack: () => 100,
  flutterwave: () => 1,
  btcpay: () => 1,
} as const;

/** Every currency with every provider that charges in it, by card or a wallet of a country that counts in it. */
const pairs = CURRENCY_CODES.flatMap((currency) => {
  const wallets = MOBILE_MONEY_COUNTRY_CODES.filter(
    (country) => COUNTRY_CURRENCIES[country] === currency,
  ).flatMap((country) =>
    mobileMoneyProvidersIn(country).flatMap((network) => [
      ...(
        MOBILE_MONEY_COUNTRIES[country].networks as Record<
          string,
          { takenBy: readonly PaymentProviderName[] }
        >
      )[network]!.takenBy,
    ]),
  );
  return [...new Set([...CURRENCIES[currency].cardProviders, ...wallets])].map(
    (provider) => [currency, provider] as const,
  );
});

describe('amounts in currencies with and without a minor unit', () => {
  it.each(CURRENCY_CODES)('%s has the minor unit ISO 4217 gives it', (currency) => {
    expect(CURRENCIES[currency].minorUnits).toBe(isoDigits(currency));
  });

  it('when dollars are converted to a currency with no minor unit, then the result is whole francs, rounded half up', () => {
    expect(convertMinor(1000, { from: 'USD', to: 'XOF', value: '603.25' })).toBe(6033);
    expect(convertMinor(5000, { from: 'USD', to: 'XOF', value: '603.25' }, true)).toBe(829);
    expect(convertMinor(1000, { from: 'USD', to: 'TZS', value: '2610.00' })).toBe(2_610_000);
  });

  it.each(pairs)(
    'for %s through %s, what we ask for, what its webhook reports and what we book are the same amount',
    (currency, provider) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (minor) => {
          const asked = providerAmount(minor, currency, provider);
          const meant = (minor / 10 ** isoDigits(currency)) * ONE_MAJOR[provider](currency);
          expect(Math.abs(asked - meant)).toBeLessThanOrEqual(meant * 1e-12);
          const reported: number = JSON.parse(JSON.stringify({ amount: asked })).amount;
          expect(bookedMinor(reported, currency, provider)).toBe(minor);
        }),
      );
    },
  );

  it('when a provider reports a fraction of a currency with no minor unit, then it books nothing', () => {
    expect(bookedMinor(5000.5, 'XOF', 'flutterwave')).toBeUndefined();
    expect(bookedMinor(1500.505, 'KES', 'flutterwave')).toBeUndefined();
    expect(bookedMinor(-1, 'XOF', 'stripe')).toBeUndefined();
    expect(bookedMinor(5000, 'XOF', 'flutterwave')).toBe(5000);
    expect(bookedMinor(1500.5, 'KES', 'flutterwave')).toBe(150050);
  });
});

import {
  convertMinor,
  COUNTRY_CURRENCIES,
  type CurrencyCode,
  CURRENCY_CODES,
  GOAL_CURRENCY,
  isCurrencyCode,
  toMinorUnits,
} from '@harambee/rules';
import type { ExchangeRates } from '../../../lib/money';

export const currencyOptions = CURRENCY_CODES;

/** A mobile-money wallet's country decides the currency; no country keeps the donor's choice. */
export const currencyForCountry = (country: string, current: CurrencyCode): CurrencyCode =>
  COUNTRY_CURRENCIES[country] ?? current;

export const parseCurrency = (value: string): CurrencyCode =>
  isCurrencyCode(value) ? value : GOAL_CURRENCY;

export type GiftQuote = {
  creditedCents: number;
  rate: { value: string; asOf: string | null; source: string | null };
};

/** What the campaign will count, in US cents, for an amount typed in `currency`, at the server's quoted rate. */
export const quoteGift = (
  typed: string,
  currency: CurrencyCode,
  rates: ExchangeRates | undefined,
): GiftQuote | undefined => {
  const minor = toMinorUnits(typed, currency);
  if (!minor.ok || minor.minor === 0) return undefined;
  if (currency === GOAL_CURRENCY)
    return { creditedCents: minor.minor, rate: { value: '1', asOf: null, source: null } };
  const value = rates?.rates[currency];
  if (!value) return undefined;
  return {
    creditedCents: convertMinor(minor.minor, { from: GOAL_CURRENCY, to: currency, value }, true),
    rate: { value, asOf: rates.asOf, source: rates.source },
  };
};

import type { Words } from '@harambee/messages';
import {
  type CurrencyCode,
  type ExchangeRate,
  GOAL_CURRENCY,
  isCurrencyCode,
} from '@harambee/rules';

/** A named set of rates from one US dollar, as one source published them at one moment. */
export type RateTable = {
  source: string;
  asOf: Date;
  rates: Partial<Record<CurrencyCode, string>>;
};

/** Where rates come from: a configured HTTP source, or the demo table shipped for the embedded default. */
export type RateSource = { latest(): Promise<RateTable> };

export type Quote =
  { ok: true; rate: ExchangeRate; asOf: Date; source: string } | { ok: false; words: Words };

/**
 * The rate from US dollars to `currency` a checkout may charge on: refused when the table has none, or, where
 * `maxAgeMs` applies (production), when it is older than that.
 */
export const quoteFrom = (
  table: RateTable,
  currency: CurrencyCode,
  now: Date,
  maxAgeMs: number | undefined,
): Quote => {
  const value = currency === GOAL_CURRENCY ? '1' : table.rates[currency];
  if (!value)
    return {
      ok: false,
      words: { key: 'api.rate.missing', values: { currency } },
    };
  if (maxAgeMs !== undefined && now.getTime() - table.asOf.getTime() > maxAgeMs)
    return {
      ok: false,
      words: { key: 'api.rate.stale', values: { currency } },
    };
  return {
    ok: true,
    rate: { from: GOAL_CURRENCY, to: currency, value },
    asOf: table.asOf,
    source: table.source,
  };
};

/** Only the currencies we take, each rate as the decimal it was published as (never rounded through arithmetic). */
export const ourRates = (rates: Record<string, number | string>) =>
  Object.fromEntries(
    Object.entries(rates).flatMap(([code, value]) =>
      isCurrencyCode(code) && Number(value) > 0 ? [[code, String(value)]] : [],
    ),
  ) as RateTable['rates'];

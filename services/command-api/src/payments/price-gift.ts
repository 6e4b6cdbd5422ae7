import { type Config, InvalidInputError } from '@harambee/platform';
import { type CurrencyCode, fromMinorUnits } from '@harambee/rules';
import { quoteFrom, type RateTable, sharedRateSource } from '../exchange-rates';
import { type CheckoutPrice, type Money, priceCheckout, type PriceRequest } from './checkout-price';
import type { RateQuoted } from './payment';

/**
 * Prices each checkout at the configured source's latest rates (fetched only when another currency is involved):
 * refused, 400 and nothing charged, when a rate is missing or older than `FX_MAX_AGE_HOURS` allows.
 */
export const giftPricer = (config: Pick<Config, 'exchangeRates'>) => {
  const source = sharedRateSource(config);
  const tableFor = async (request: PriceRequest, now: Date): Promise<RateTable> => {
    const empty = { source: 'none', asOf: now, rates: {} };
    if (request.method !== 'mobileMoney' && request.currency.toUpperCase() === 'USD') return empty;
    return source.latest().catch(() => empty);
  };
  return async (request: PriceRequest, now: Date): Promise<CheckoutPrice> => {
    const table = await tableFor(request, now);
    const priced = priceCheckout(request, (currency: CurrencyCode) =>
      quoteFrom(table, currency, now, config.exchangeRates.maxAgeMs),
    );
    if (!priced.ok) throw new InvalidInputError(priced.words);
    return priced.price;
  };
};

/** What `ExchangeRateQuoted` keeps of each rate a checkout was priced at. */
export const ratesQuoted = (price: CheckoutPrice, paymentId: string, now: Date): RateQuoted[] =>
  price.rates.map(({ rate, source, asOf }) => ({
    paymentId,
    ...rate,
    source,
    asOf: asOf.toISOString(),
    quotedAt: now.toISOString(),
  }));

/** An amount as the API speaks it: major units, with its minor units and currency. */
export const moneyView = ({ currency, amountMinor }: Money) => ({
  amount: Number(fromMinorUnits(amountMinor, currency)),
  amountMinor,
  currency,
});

/** The checkout's answer about money: what is charged, what the campaign counts, and the rate (1 when none). */
export const priceView = (price: CheckoutPrice, now: Date) => {
  const rate =
    price.rates.find((quote) => quote.rate.to === price.charge.currency) ?? price.rates[0];
  return {
    charge: moneyView(price.charge),
    credited: moneyView(price.credited),
    rate: rate
      ? { value: rate.rate.value, asOf: rate.asOf.toISOString(), source: rate.source }
      : { value: '1', asOf: now.toISOString(), source: 'same currency' },
  };
};

import {
  CURRENCY_MESSAGES,
  DONATION_LIMIT_MESSAGES,
  DONATION_MESSAGES,
  type CurrencyCode,
} from '@harambee/rules';
import { quoteFrom, RATE_MESSAGES, type RateTable } from '../exchange-rates';
import { priceCheckout, type PriceRequest } from './checkout-price';

const asOf = new Date('2026-11-25T06:00:00Z');
const table: RateTable = {
  source: 'rates.example',
  asOf,
  rates: { KES: '129.35', GHS: '15.40', ZAR: '18.05' },
};
const quote = (currency: CurrencyCode) => quoteFrom(table, currency, asOf, undefined);
const rate = (to: CurrencyCode, value: string) => ({
  ok: true,
  rate: { from: 'USD', to, value },
  asOf,
  source: 'rates.example',
});
const mpesa: PriceRequest = {
  amount: 3233.75,
  currency: 'KES',
  method: 'mobileMoney',
  provider: 'paystack',
  country: 'KE',
  mobileProvider: 'mpesa',
};

describe('pricing a checkout in the donor’s currency', () => {
  it('when a Kenyan donor gives shillings over M-PESA, then the shillings are charged as typed and counted in US cents at the rate', () => {
    expect(priceCheckout(mpesa, quote)).toEqual({
      ok: true,
      price: {
        charge: { currency: 'KES', amountMinor: 323375 },
        credited: { currency: 'USD', amountMinor: 2500 },
        rates: [rate('KES', '129.35')],
      },
    });
  });

  it('when a gift in dollars is paid over M-PESA (the seed’s calls), then it is charged in shillings at the rate and counted as typed', () => {
    const priced = priceCheckout({ ...mpesa, amount: 25, currency: 'USD' }, quote);
    expect(priced.ok && priced.price).toMatchObject({
      charge: { currency: 'KES', amountMinor: 323375 },
      credited: { currency: 'USD', amountMinor: 2500 },
    });
  });

  it('when a card gift is in rand and the provider takes rand, then rand are charged; when not, dollars', () => {
    const card = { amount: '451.25', currency: 'ZAR', method: 'card' as const };
    const paystack = priceCheckout({ ...card, provider: 'paystack' }, quote);
    expect(paystack.ok && paystack.price.charge).toEqual({ currency: 'ZAR', amountMinor: 45125 });
    expect(paystack.ok && paystack.price.credited.amountMinor).toBe(2500);
    const gmd = priceCheckout({ ...card, currency: 'GHS', amount: 385, provider: 'stripe' }, quote);
    expect(gmd.ok && gmd.price.charge).toEqual({ currency: 'USD', amountMinor: 2500 });
  });

  it.each([
    [{ currency: 'EUR' }, CURRENCY_MESSAGES.unknown],
    [{ amount: '100.005' }, CURRENCY_MESSAGES.decimals('KES')],
    [{ amount: 'lots' }, DONATION_MESSAGES.amount],
    [{ amount: 100 }, DONATION_LIMIT_MESSAGES.minimum],
    [{ amount: '200000000' }, DONATION_LIMIT_MESSAGES.maximum],
    [{ country: 'ZA', mobileProvider: 'mtn' }, CURRENCY_MESSAGES.notTaken('KES', 'MTN MoMo')],
  ])('when the gift is %j, then it is refused with a clear message', (fields, message) => {
    expect(priceCheckout({ ...mpesa, ...fields }, quote)).toEqual({ ok: false, message });
  });

  it('when the rate is stale, then the gift is refused rather than charged on it', () => {
    const stale = (currency: CurrencyCode) =>
      quoteFrom(table, currency, new Date('2026-11-27T00:00:00Z'), 24 * 3_600_000);
    expect(priceCheckout(mpesa, stale)).toEqual({ ok: false, message: RATE_MESSAGES.stale('KES') });
  });
});

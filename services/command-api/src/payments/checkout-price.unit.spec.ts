import type { CurrencyCode } from '@harambee/rules';
import { say } from '@harambee/messages';
import { quoteFrom, type RateTable } from '../exchange-rates';
import { priceCheckout, type PriceRequest, withFeeCover } from './checkout-price';

const asOf = new Date('2026-11-25T06:00:00Z');
const table: RateTable = {
  source: 'rates.example',
  asOf,
  rates: { KES: '129.35', GHS: '15.40', ZAR: '18.05', XOF: '603.25' },
};
const quote = (currency: CurrencyCode) => quoteFrom(table, currency, asOf, undefined);
const rate = (to: CurrencyCode, value: string) => ({
  ok: true,
  rate: { from: 'USD', to, value },
  asOf,
  source: 'rates.example',
});
const mpesa: PriceRequest = {
  amount: 3234,
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
        charge: { currency: 'KES', amountMinor: 323400 },
        credited: { currency: 'USD', amountMinor: 2500 },
        rates: [rate('KES', '129.35')],
      },
    });
  });

  it('when a gift in dollars is paid over M-PESA (the seed’s calls), then it is charged in whole shillings at the rate (KSh 3,233.75 → 3,234) and counted as typed', () => {
    const priced = priceCheckout({ ...mpesa, amount: 25, currency: 'USD' }, quote);
    expect(priced.ok && priced.price).toMatchObject({
      charge: { currency: 'KES', amountMinor: 323400 },
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

  it('when an Ivorian gives francs by Wave, in the sandbox or through Flutterwave, then whole francs are charged and counted in US cents', () => {
    for (const provider of ['sandbox', 'flutterwave'] as const) {
      const wave = { ...mpesa, provider, country: 'CI', mobileProvider: 'wave' };
      const priced = priceCheckout({ ...wave, currency: 'XOF', amount: '5000' }, quote);
      expect(priced.ok && priced.price.charge).toEqual({ currency: 'XOF', amountMinor: 5000 });
      expect(priced.ok && priced.price.credited).toEqual({ currency: 'USD', amountMinor: 829 });
      const fromDollars = priceCheckout({ ...wave, currency: 'USD', amount: '10' }, quote);
      expect(fromDollars.ok && fromDollars.price.charge).toEqual({
        currency: 'XOF',
        amountMinor: 6033,
      });
    }
    expect(
      priceCheckout(
        { ...mpesa, provider: 'paystack', country: 'CI', mobileProvider: 'wave' },
        quote,
      ).ok,
    ).toBe(false);
  });

  it.each([
    [
      { currency: 'EUR' },
      'Please choose a currency we take: USD, KES, GHS, ZAR, NGN, GMD, XOF, XAF, TZS, UGX, RWF.',
    ],
    [{ amount: '100.005' }, 'An amount in KES has at most 2 decimal places.'],
    [{ amount: 'lots' }, 'Please enter a valid donation amount.'],
    [{ amount: 100 }, 'The minimum gift is $1.'],
    [{ amount: '200000000' }, 'The largest gift we can take at once is $1,000,000.'],
    [{ country: 'ZA', mobileProvider: 'mtn' }, 'MTN MoMo does not take payments in KES.'],
  ])('when the gift is %j, then it is refused with a clear message', (fields, message) => {
    const refused = priceCheckout({ ...mpesa, ...fields }, quote);
    expect(refused.ok ? undefined : say('en', refused.words)).toBe(message);
  });

  it('when the currency, its decimals or the wallet refuse the gift, then the refusal carries its catalogue key and arguments', () => {
    const refused = (fields: object) => priceCheckout({ ...mpesa, ...fields }, quote);
    expect(refused({ amount: '100.005' })).toMatchObject({
      words: { key: 'api.currency.decimals', values: { currency: 'KES', digits: 2 } },
    });
    expect(refused({ amount: 'lots' })).toMatchObject({ words: { key: 'donation.amountInvalid' } });
    expect(refused({ country: 'ZA', mobileProvider: 'mtn' })).toMatchObject({
      words: { key: 'api.currency.notTaken', values: { by: 'MTN MoMo', currency: 'KES' } },
    });
    expect(refused({ currency: 'EUR' })).toMatchObject({ words: { key: 'api.currency.unknown' } });
  });

  it('when shillings with cents are given by M-PESA, then they are refused in words the donor’s language has, the same the form says', () => {
    const refused = priceCheckout({ ...mpesa, amount: '3233.75' }, quote);
    expect(refused).toEqual({
      ok: false,
      words: { key: 'api.mobileMoneyWholeUnits', values: { currency: 'KES' } },
    });
    if (refused.ok) throw new Error('refused with words');
    expect(say('en', refused.words)).toBe(
      'Mobile money takes whole KES: please give an amount without cents.',
    );
    expect(say('sw', refused.words)).toBe(
      'Pesa kwa simu hupokea KES kamili tu: tafadhali toa kiasi bila senti.',
    );
    expect(say('sw', refused.words)).toContain('KES');
  });

  it('when the rate is stale, then the gift is refused rather than charged on it', () => {
    const stale = (currency: CurrencyCode) =>
      quoteFrom(table, currency, new Date('2026-11-27T00:00:00Z'), 24 * 3_600_000);
    expect(priceCheckout(mpesa, stale)).toEqual({
      ok: false,
      words: { key: 'api.rate.stale', values: { currency: 'KES' } },
    });
  });
});

describe('covering the fees of a gift', () => {
  const priced = (request: PriceRequest) => {
    const result = priceCheckout(request, quote);
    if (!result.ok) throw new Error(result.words.key);
    return result.price;
  };

  it('when a donor covers the fees of $25 by card at Stripe, then $2.28 is charged on top (5% and 2.9% + 30¢) and the campaign counts $25', () => {
    const card = { amount: 25, currency: 'USD', method: 'card', provider: 'stripe' } as const;
    const { price, feeCover } = withFeeCover(priced(card), 'stripe', 'card');
    expect(feeCover).toEqual({
      platformFeeCents: 125,
      processingFeeCents: 103,
      charged: { currency: 'USD', amountMinor: 228 },
    });
    expect(price.charge).toEqual({ currency: 'USD', amountMinor: 2728 });
    expect(price.credited).toEqual({ currency: 'USD', amountMinor: 2500 });
  });

  it('when a Kenyan donor covers the fees over M-PESA, then the fees (KSh 288.45 at the gift’s rate) are raised so the whole charge is whole shillings', () => {
    const { price, feeCover } = withFeeCover(priced(mpesa), 'paystack', 'mobileMoney');
    expect(feeCover).toEqual({
      platformFeeCents: 125,
      processingFeeCents: 98,
      charged: { currency: 'KES', amountMinor: 28900 },
    });
    expect(price.charge).toEqual({ currency: 'KES', amountMinor: 352300 });
    expect(price.credited.amountMinor).toBe(2500);
  });

  it('when a donor covers the fees of KSh 500 over M-PESA on the sandbox (5%, KSh 24.58), then KSh 525 is charged and the gift read back from it is KSh 500', () => {
    const { price, feeCover } = withFeeCover(
      priced({ ...mpesa, amount: 500, provider: 'sandbox' }),
      'sandbox',
      'mobileMoney',
    );
    expect(price.charge).toEqual({ currency: 'KES', amountMinor: 52500 });
    expect(price.charge.amountMinor - feeCover.charged.amountMinor).toBe(50000);
  });

  it('when the same fees are covered by card in shillings, then they are charged to the cent', () => {
    const card = { ...mpesa, amount: 500, method: 'card' as const };
    const { price } = withFeeCover(priced(card), 'paystack', 'card');
    expect(price.charge.amountMinor % 100).not.toBe(0);
  });
});

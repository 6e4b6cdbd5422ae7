import {
  convertMinor,
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  feeCoverOf,
} from '@harambee/rules';
import { DEMO_PUBLISHED_RATES } from '../exchange-rates/demo-rates';
import type { Checkout } from './checkout';

/** The ways a donor pays Paystack in the sequences: a card in dollars, M-PESA in shillings, MoMo in cedis, a card in rand. */
export const LOCAL_MONEY = [
  { currency: 'USD', method: 'card' },
  { currency: 'KES', method: 'mobileMoney' },
  { currency: 'GHS', method: 'mobileMoney' },
  { currency: 'ZAR', method: 'card' },
] as const satisfies readonly { currency: CurrencyCode; method: Checkout['method'] }[];

/**
 * The ways a donor pays Flutterwave: mobile money in CFA francs (West and Central), Tanzanian and Ugandan shillings,
 * Rwandan francs (none of those four has a minor unit but TZS, which has two nobody uses), cedis and Kenyan shillings;
 * a card in dollars.
 */
export const FLUTTERWAVE_MONEY = [
  { currency: 'XOF', method: 'mobileMoney' },
  { currency: 'XAF', method: 'mobileMoney' },
  { currency: 'TZS', method: 'mobileMoney' },
  { currency: 'UGX', method: 'mobileMoney' },
  { currency: 'RWF', method: 'mobileMoney' },
  { currency: 'GHS', method: 'mobileMoney' },
  { currency: 'KES', method: 'mobileMoney' },
  { currency: 'USD', method: 'card' },
] as const satisfies readonly { currency: CurrencyCode; method: Checkout['method'] }[];

/**
 * The ways a donor pays Stripe: a card in each currency the rules let Stripe charge (today dollars, Kenyan shillings,
 * rand, naira, dalasi, both CFA francs, Tanzanian shillings, Rwandan francs), the fees covered as Stripe prices them.
 */
export const STRIPE_MONEY = CURRENCY_CODES.filter((currency) =>
  (CURRENCIES[currency].cardProviders as readonly string[]).includes('stripe'),
).map((currency) => ({ currency, method: 'card' as const, provider: 'stripe' as const }));

/** How donors pay, by the provider the sequence's gifts go through. */
export const LOCAL_MONEY_OF = {
  paystack: LOCAL_MONEY,
  flutterwave: FLUTTERWAVE_MONEY,
  stripe: STRIPE_MONEY,
};

export type LocalMoney =
  (typeof LOCAL_MONEY | typeof FLUTTERWAVE_MONEY)[number] | (typeof STRIPE_MONEY)[number];

/** The rates the sequences' checkouts are quoted at (the embedded default's demo rates): one US dollar buys `value` of each. */
export const MODEL_RATES: Record<CurrencyCode, string> = { USD: '1', ...DEMO_PUBLISHED_RATES };

/** Where the payouts' rates are asked for (`FX_RATES_URL`): the world's `movingRates` answers. */
export const RATES_URL = 'http://rates.test/latest.json';

/**
 * The rate source a payout is quoted from, as Open Exchange Rates answers it: the model's rates, until a step moves
 * one (the rate changes between a gift's quote at checkout and its payout's at approval).
 */
export const movingRates = (now: () => Date) => {
  const rates: Record<string, number> = Object.fromEntries(
    Object.entries(MODEL_RATES).map(([currency, value]) => [currency, Number(value)]),
  );
  return {
    /** One currency's rate moves `percent` away from the model's. */
    move: (currency: CurrencyCode, percent: number) =>
      void (rates[currency] = Math.round(Number(MODEL_RATES[currency]) * (100 + percent)) / 100),
    latest: () =>
      new Response(
        JSON.stringify({ timestamp: Math.floor(now().getTime() / 1000), base: 'USD', rates }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  };
};

const rateOf = (currency: CurrencyCode) => ({
  from: 'USD' as const,
  to: currency,
  value: MODEL_RATES[currency],
});

/**
 * A gift priced as a checkout prices it: the donor's network charged about `cents` US cents in its own money, give
 * or take `odd` minor units so the amounts are not round, and credited the US cents that buys at the rate.
 */
export const priceGift = (cents: number, odd: number, { currency }: LocalMoney) => {
  if (currency === 'USD') return { amountCents: cents, charged: { currency, amountMinor: cents } };
  const amountMinor = convertMinor(cents, rateOf(currency)) + odd;
  return {
    amountCents: convertMinor(amountMinor, rateOf(currency), true),
    charged: { currency, amountMinor },
  };
};

/**
 * The gift with the fees its donor covers on top, as the checkout of the way it pays prices them (Paystack's unless it
 * says): the charge grows by the fees in the charged currency at the gift's rate; what the campaign counts stays the gift.
 */
export const withCoveredFees = (
  { amountCents, charged }: ReturnType<typeof priceGift>,
  local?: LocalMoney,
) => {
  const provider = local && 'provider' in local ? local.provider : 'paystack';
  const { platformFeeCents, processingFeeCents, cents } = feeCoverOf(amountCents, provider);
  const { currency } = charged;
  const amountMinor = currency === 'USD' ? cents : convertMinor(cents, rateOf(currency));
  return {
    amountCents,
    charged: { currency, amountMinor: charged.amountMinor + amountMinor },
    feeCover: { platformFeeCents, processingFeeCents, charged: { currency, amountMinor } },
  };
};

/** The quote a checkout in another currency than US dollars records beside it. */
export const quoteOf = (currency: CurrencyCode, paymentId: string, at: Date) =>
  currency === 'USD'
    ? []
    : [
        {
          ...rateOf(currency),
          paymentId,
          source: 'money sequences',
          asOf: at.toISOString(),
          quotedAt: at.toISOString(),
        },
      ];

import {
  cardProviderTakes,
  coverCharged,
  convertMinor,
  CURRENCY_CODES,
  type CurrencyCode,
  DONATION_LIMIT_MESSAGES,
  DONATION_MAX_DOLLARS,
  DONATION_MIN_DOLLARS,
  feeCoverOf,
  GOAL_CURRENCY,
  isCurrencyCode,
  mobileMoneyCurrency,
  MOBILE_MONEY_PROVIDER_LABELS,
  type MobileMoneyProvider,
  nearestWholeUnit,
  takesWholeUnits,
  toMinorUnits,
} from '@harambee/rules';
import type { Words } from '@harambee/messages';
import type { Quote } from '../exchange-rates';
import type { PaymentMethod, PaymentProviderName } from './payment-provider';

/** A quoted rate from US dollars, as a checkout keeps it: what `ExchangeRateQuoted` records. */
export type QuotedRate = Extract<Quote, { ok: true }>;

export type Money = { currency: CurrencyCode; amountMinor: number };

/** A gift priced: what the donor's network is charged, what the campaign counts, and the rates used. */
export type CheckoutPrice = { charge: Money; credited: Money; rates: QuotedRate[] };

export type PriceRequest = {
  amount: string | number;
  currency: string;
  method: PaymentMethod;
  provider: PaymentProviderName;
  country?: string;
  mobileProvider?: string;
};

/** A refusal's `words` are said in the donor's language. */
export type Priced = { ok: true; price: CheckoutPrice } | { ok: false; words: Words };

/**
 * The currency the method's network takes: a mobile-money wallet its country's (M-PESA KES, MoMo GHS), a card
 * the donor's where the provider takes it, else US dollars; a crypto invoice the donor's.
 */
export const chargeCurrencyOf = (
  request: Pick<PriceRequest, 'method' | 'provider' | 'country' | 'mobileProvider'>,
  donorCurrency: CurrencyCode,
): { ok: true; currency: CurrencyCode } | { ok: false; words: Words } => {
  // A crypto invoice is priced in the donor's own money: the crypto provider quotes the coins for it.
  if (request.method === 'crypto') return { ok: true, currency: donorCurrency };
  if (request.method === 'card')
    return {
      ok: true,
      currency: cardProviderTakes(request.provider, donorCurrency) ? donorCurrency : GOAL_CURRENCY,
    };
  const currency = mobileMoneyCurrency(
    request.country ?? '',
    request.provider,
    request.mobileProvider,
  );
  if (currency) return { ok: true, currency };
  const wallet =
    MOBILE_MONEY_PROVIDER_LABELS[request.mobileProvider as MobileMoneyProvider] ?? 'Mobile money';
  return {
    ok: false,
    words: { key: 'api.currency.notTaken', values: { by: wallet, currency: donorCurrency } },
  };
};

const limitRefusal = (creditedCents: number) =>
  creditedCents < DONATION_MIN_DOLLARS * 100
    ? { ok: false as const, words: DONATION_LIMIT_MESSAGES.minimum }
    : creditedCents > DONATION_MAX_DOLLARS * 100
      ? { ok: false as const, words: DONATION_LIMIT_MESSAGES.maximum }
      : undefined;

/**
 * The gift in the donor's currency priced for its network, in integer minor units only: the US-dollar
 * equivalent (what the goal counts, and what the limits apply to) from the donor's amount, and the charge from
 * that when the network takes another currency. `quote` gives the rate from US dollars to a currency, or why not.
 */
export const priceCheckout = (
  request: PriceRequest,
  quote: (currency: CurrencyCode) => Quote,
): Priced => {
  if (!isCurrencyCode(request.currency))
    return {
      ok: false,
      words: { key: 'api.currency.unknown', values: { currencies: CURRENCY_CODES.join(', ') } },
    };
  const donorCurrency = request.currency;
  const typed = toMinorUnits(request.amount, donorCurrency);
  if (!typed.ok) return typed;
  const network = chargeCurrencyOf(request, donorCurrency);
  if (!network.ok) return network;
  const rates: QuotedRate[] = [];
  const rateOf = (currency: CurrencyCode) => {
    const quoted = quote(currency);
    if (quoted.ok) rates.push(quoted);
    return quoted;
  };
  let creditedCents = typed.minor;
  if (donorCurrency !== GOAL_CURRENCY) {
    const donorRate = rateOf(donorCurrency);
    if (!donorRate.ok) return donorRate;
    creditedCents = convertMinor(typed.minor, donorRate.rate, true);
  }
  const limit = limitRefusal(creditedCents);
  if (limit) return limit;
  let chargeMinor = network.currency === donorCurrency ? typed.minor : creditedCents;
  if (network.currency !== donorCurrency && network.currency !== GOAL_CURRENCY) {
    const networkRate = rateOf(network.currency);
    if (!networkRate.ok) return networkRate;
    chargeMinor = convertMinor(creditedCents, networkRate.rate);
  }
  // Mobile-money networks take whole units (M-PESA whole shillings): cents typed in the network's money are refused,
  // a gift converted into it is charged to the nearest unit.
  if (takesWholeUnits(request.method)) {
    const whole = nearestWholeUnit(chargeMinor, network.currency);
    if (whole !== chargeMinor && network.currency === donorCurrency)
      return {
        ok: false,
        words: { key: 'api.mobileMoneyWholeUnits', values: { currency: donorCurrency } },
      };
    chargeMinor = whole;
  }
  return {
    ok: true,
    price: {
      charge: { currency: network.currency, amountMinor: chargeMinor },
      credited: { currency: GOAL_CURRENCY, amountMinor: creditedCents },
      rates,
    },
  };
};

/** The fees a donor covers, as the checkout records them: by who takes them in US cents, and their charge. */
export type FeeCover = { platformFeeCents: number; processingFeeCents: number; charged: Money };

/**
 * A priced gift with its fees on top (computed here from the rules, never taken from the client): the charge grows by
 * the fees in the charged currency, at the rate the gift was priced at, raised to a whole unit on a network that takes
 * only whole units (`coverCharged`, which the donate form shows too); what the campaign counts stays the gift.
 */
export const withFeeCover = (
  price: CheckoutPrice,
  provider: PaymentProviderName,
  method: PaymentMethod,
): { price: CheckoutPrice; feeCover: FeeCover } => {
  const { platformFeeCents, processingFeeCents, cents } = feeCoverOf(
    price.credited.amountMinor,
    provider,
  );
  const { currency } = price.charge;
  const rate = price.rates.find((quote) => quote.rate.to === currency)?.rate;
  const fees = currency === GOAL_CURRENCY || !rate ? cents : convertMinor(cents, rate);
  const amountMinor = coverCharged(price.charge.amountMinor, fees, currency, method);
  return {
    price: { ...price, charge: { currency, amountMinor: price.charge.amountMinor + amountMinor } },
    feeCover: { platformFeeCents, processingFeeCents, charged: { currency, amountMinor } },
  };
};

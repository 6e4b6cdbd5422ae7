import {
  chargedShare,
  conversionFeeOf,
  convertMinor,
  type CurrencyCode,
  type ExchangeRate,
  GOAL_CURRENCY,
} from '@harambee/rules';
import { type GiftRate, withGift } from '@harambee/ledger';
import { type CampaignGift, keptCents, takenBackWhole } from '../money-out/campaign-gifts';
import { cappedFees, type FeeGift, platformFeeOf, processingFeeLeft } from './withdrawal-fees';

/** What a withdrawal holds in one currency its gifts were charged in, in that currency's minor units. */
export type HeldInCurrency = {
  currency: CurrencyCode;
  grossMinor: number;
  platformFeeMinor: number;
  processingFeesMinor: number;
  netMinor: number;
};

/** A balance in another currency than the wallet's, converted, less the provider's conversion fee. */
export type Conversion = {
  from: CurrencyCode;
  amountMinor: number;
  to: CurrencyCode;
  convertedMinor: number;
  feeMinor: number;
};

/** What one payout sends to the wallet, in its currency. */
export type PayoutPlan = { currency: CurrencyCode; amountMinor: number; conversions: Conversion[] };

/** Rates from one US dollar, by the currency they buy. */
export type RatesFromDollar = Partial<Record<CurrencyCode, ExchangeRate>>;

type Gift = FeeGift & Pick<CampaignGift, 'charged'>;

/** Some of a gift's US cents as the minor units of what it was charged (exact for the whole gift). */
const asCharged = (gift: Gift, cents: number) =>
  gift.charged ? chargedShare(gift.charged.amountMinor, cents, gift.amountCents) : cents;

const heldIn = (currency: CurrencyCode, gifts: readonly Gift[]): HeldInCurrency => {
  const gross = gifts.reduce((sum, gift) => sum + asCharged(gift, keptCents(gift)), 0);
  const fees = cappedFees(
    gross,
    platformFeeOf(gifts, asCharged),
    gifts.reduce((sum, gift) => sum + asCharged(gift, processingFeeLeft(gift)), 0),
  );
  return {
    currency,
    grossMinor: gross,
    platformFeeMinor: fees.platform,
    processingFeesMinor: fees.processing,
    netMinor: fees.net,
  };
};

/**
 * Each currency the kept gifts were charged in, by the same rules as the US-dollar amounts (`withdrawalAmounts`), each
 * gift's fees in the gift's own currency.
 */
export const heldByCurrency = (gifts: readonly Gift[]): HeldInCurrency[] => {
  const byCurrency = new Map<CurrencyCode, Gift[]>();
  for (const gift of gifts.filter((each) => !takenBackWhole(each))) {
    const currency = gift.charged?.currency ?? GOAL_CURRENCY;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), gift]);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, held]) => heldIn(currency, held));
};

/** The rate the kept gifts were given at in each currency they were charged in: a payout's worth is taken back at it. */
export const giftRatesOf = (gifts: readonly Gift[]) =>
  gifts
    .filter((gift) => !takenBackWhole(gift) && gift.charged)
    .reduce(
      (rates, gift) =>
        withGift(rates, gift.charged!.currency, keptCents(gift), asCharged(gift, keptCents(gift))),
      new Map<string, GiftRate>(),
    );

const converted = (held: HeldInCurrency, to: CurrencyCode) =>
  held.currency !== to && held.netMinor > 0;

/** The currencies whose rates from the dollar a payout in `walletCurrency` needs: none when nothing is converted. */
export const ratesNeeded = (held: readonly HeldInCurrency[], walletCurrency: CurrencyCode) => {
  const from = held.filter((each) => converted(each, walletCurrency)).map((each) => each.currency);
  if (from.length === 0) return [];
  return [...new Set([...from, walletCurrency])].filter((currency) => currency !== GOAL_CURRENCY);
};

const rateOf = (rates: RatesFromDollar, currency: CurrencyCode) => {
  const rate = rates[currency];
  if (!rate) throw new RangeError(`no rate for ${currency}`);
  return rate;
};

/** Minor units of one currency in another, through the US dollar (the rates are from it), in integers only. */
export const convertBetween = (
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: RatesFromDollar,
) => {
  const cents = from === GOAL_CURRENCY ? amount : convertMinor(amount, rateOf(rates, from), true);
  return to === GOAL_CURRENCY ? cents : convertMinor(cents, rateOf(rates, to));
};

/**
 * The payout in the wallet's currency: its own balance as it is, every other converted at the rates given (all of
 * `ratesNeeded`) less the provider's conversion fee.
 */
export const payoutPlan = (
  held: readonly HeldInCurrency[],
  walletCurrency: CurrencyCode,
  rates: RatesFromDollar,
): PayoutPlan => {
  const same = held.find((each) => each.currency === walletCurrency)?.netMinor ?? 0;
  const conversions = held
    .filter((each) => converted(each, walletCurrency))
    .map((each): Conversion => {
      const convertedMinor = convertBetween(each.netMinor, each.currency, walletCurrency, rates);
      return {
        from: each.currency,
        amountMinor: each.netMinor,
        to: walletCurrency,
        convertedMinor,
        feeMinor: conversionFeeOf(convertedMinor),
      };
    });
  const amountMinor = conversions.reduce(
    (sum, each) => sum + each.convertedMinor - each.feeMinor,
    same,
  );
  return { currency: walletCurrency, amountMinor, conversions };
};

/** What the provider keeps for converting, in the wallet's currency. */
export const conversionFeeMinor = (plan: PayoutPlan) =>
  plan.conversions.reduce((sum, each) => sum + each.feeMinor, 0);

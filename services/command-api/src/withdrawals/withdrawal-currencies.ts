import {
  chargedShare,
  conversionFeeOf,
  convertMinor,
  type CurrencyCode,
  type ExchangeRate,
  GOAL_CURRENCY,
  PLATFORM_FEE_BASIS_POINTS,
  processingFeeOf,
  shareOf,
} from '@harambee/rules';
import { type CampaignGift, keptCents } from '../money-out/campaign-gifts';

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

type Gift = Pick<
  CampaignGift,
  'amountCents' | 'charged' | 'refunded' | 'reversedCents' | 'provider'
>;

/** Some of a gift's US cents as the minor units of what it was charged (exact for the whole gift). */
const asCharged = (gift: Gift, cents: number) =>
  gift.charged ? chargedShare(gift.charged.amountMinor, cents, gift.amountCents) : cents;

/**
 * Each currency the kept gifts were charged in, by the same rules as the US-dollar amounts: gross is what they still
 * bring, the platform keeps 5% of it, and each gift's processing fee comes off in the gift's own currency.
 */
export const heldByCurrency = (gifts: readonly Gift[]): HeldInCurrency[] => {
  const sums = new Map<CurrencyCode, { gross: number; fees: number }>();
  for (const gift of gifts.filter((each) => !each.refunded)) {
    const currency = gift.charged?.currency ?? GOAL_CURRENCY;
    const sum = sums.get(currency) ?? { gross: 0, fees: 0 };
    sum.gross += asCharged(gift, keptCents(gift));
    sum.fees += asCharged(gift, processingFeeOf(gift.amountCents, gift.provider));
    sums.set(currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, { gross, fees }]) => {
      const platformFeeMinor = shareOf(gross, PLATFORM_FEE_BASIS_POINTS);
      return {
        currency,
        grossMinor: gross,
        platformFeeMinor,
        processingFeesMinor: fees,
        netMinor: Math.max(0, gross - platformFeeMinor - fees),
      };
    });
};

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

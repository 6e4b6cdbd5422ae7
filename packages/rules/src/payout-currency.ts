import { COUNTRY_CURRENCIES, type CurrencyCode, GOAL_CURRENCY } from './currency';
import { shareOf } from './fees';
import type { WalletProvider } from './payout-wallet';
import { walletNumberShape } from './wallet-networks';

/**
 * The money a payout wallet receives: a mobile-money wallet its country's (Paystack transfers shillings to M-PESA and
 * cedis to MoMo), as does one in the routing table's countries (CFA francs to Orange Money, shillings to M-Pesa
 * Tanzania); any other wallet US dollars.
 */
const WALLET_CURRENCIES: Partial<Record<string, Partial<Record<WalletProvider, CurrencyCode>>>> = {
  Kenya: { mpesa: 'KES', airtel: 'KES' },
  Ghana: { momo: 'GHS', airtel: 'GHS' },
};

export const walletCurrencyOf = (country: string, provider: WalletProvider): CurrencyCode => {
  const code = walletNumberShape(country)?.code;
  const local = code && COUNTRY_CURRENCIES[code];
  return WALLET_CURRENCIES[country]?.[provider] ?? (local || GOAL_CURRENCY);
};

/**
 * What the payout provider keeps for converting a balance into the wallet's currency, as a share of the converted
 * amount, as the admin and the creator are shown it before approving. Same-currency balances pay none.
 */
export const PAYOUT_CONVERSION_FEE_BASIS_POINTS = 150;

export const conversionFeeOf = (convertedMinor: number) =>
  shareOf(convertedMinor, PAYOUT_CONVERSION_FEE_BASIS_POINTS);

/** A payout as a withdrawal shows it: what reaches the wallet, each other currency converted at the rates quoted. */
export type PayoutShown = {
  currency: CurrencyCode;
  amountMinor: number;
  conversions: readonly { from: CurrencyCode; amountMinor: number; feeMinor: number }[];
  rates: readonly { to: CurrencyCode; value: string }[];
};

/** Where a payout stands, as its withdrawal's status says. */
export type PayoutStep = 'paying' | 'paid' | 'failed';

type Amount = { minor: number; currency: CurrencyCode };

/** A conversion's rate as published: per US dollar, or both rates when neither side is the dollar. */
export type PayoutRate =
  | { value: string }
  | {
      from: { value: string; currency: CurrencyCode };
      to: { value: string; currency: CurrencyCode };
    };

/**
 * What a payout line says, for the page to put in words: "Paid out KSh 12,856.11 (from $54.66 at 129.35, less
 * KSh 106.05 conversion fee)".
 */
export type PayoutLineParts = {
  step: PayoutStep;
  amount: Amount;
  conversions: { from: Amount; rate: PayoutRate }[];
  fee: Amount | undefined;
};

const rateOf = (from: CurrencyCode, to: CurrencyCode, rates: PayoutShown['rates']): PayoutRate => {
  const valueOf = (currency: CurrencyCode) =>
    rates.find((rate) => rate.to === currency)?.value ?? '?';
  if (from === GOAL_CURRENCY) return { value: valueOf(to) };
  if (to === GOAL_CURRENCY) return { value: valueOf(from) };
  return {
    from: { value: valueOf(from), currency: from },
    to: { value: valueOf(to), currency: to },
  };
};

export const payoutLineParts = (step: PayoutStep, payout: PayoutShown): PayoutLineParts => {
  const { currency, conversions } = payout;
  const fee = conversions.reduce((sum, each) => sum + each.feeMinor, 0);
  return {
    step,
    amount: { minor: payout.amountMinor, currency },
    conversions: conversions.map((each) => ({
      from: { minor: each.amountMinor, currency: each.from },
      rate: rateOf(each.from, currency, payout.rates),
    })),
    fee: fee > 0 ? { minor: fee, currency } : undefined,
  };
};

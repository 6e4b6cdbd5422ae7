import { type CurrencyCode, GOAL_CURRENCY, moneyWithSymbol } from './currency';
import { shareOf } from './fees';
import type { WalletProvider } from './payout-wallet';

/**
 * The money a payout wallet receives: a mobile-money wallet its country's (Paystack transfers shillings to M-PESA and
 * cedis to MoMo); any other wallet US dollars.
 */
const WALLET_CURRENCIES: Partial<Record<string, Partial<Record<WalletProvider, CurrencyCode>>>> = {
  Kenya: { mpesa: 'KES', airtel: 'KES' },
  Ghana: { momo: 'GHS', airtel: 'GHS' },
};

export const walletCurrencyOf = (country: string, provider: WalletProvider): CurrencyCode =>
  WALLET_CURRENCIES[country]?.[provider] ?? GOAL_CURRENCY;

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

const PAYOUT_STEPS: Record<PayoutStep, string> = {
  paying: 'Paying out',
  paid: 'Paid out',
  failed: 'Payout failed:',
};

/** A conversion's rate as published, per US dollar (both rates when neither side is the dollar). */
const rateText = (from: CurrencyCode, to: CurrencyCode, rates: PayoutShown['rates']) => {
  const valueOf = (currency: CurrencyCode) =>
    rates.find((rate) => rate.to === currency)?.value ?? '?';
  if (from === GOAL_CURRENCY) return valueOf(to);
  if (to === GOAL_CURRENCY) return valueOf(from);
  return `${valueOf(from)} ${from} and ${valueOf(to)} ${to} to the US dollar`;
};

/** "Paid out KSh 12,856.11 (from $54.66 at 129.35, less KSh 106.05 conversion fee)". */
const payoutLine = (step: PayoutStep, payout: PayoutShown) => {
  const { currency, conversions } = payout;
  const fee = conversions.reduce((sum, each) => sum + each.feeMinor, 0);
  const parts = [
    ...conversions.map(
      (each) =>
        `from ${moneyWithSymbol(each.amountMinor, each.from)} at ${rateText(each.from, currency, payout.rates)}`,
    ),
    ...(fee > 0 ? [`less ${moneyWithSymbol(fee, currency)} conversion fee`] : []),
  ];
  const amount = `${PAYOUT_STEPS[step]} ${moneyWithSymbol(payout.amountMinor, currency)}`;
  return parts.length > 0 ? `${amount} (${parts.join(', ')})` : amount;
};

export const PAYOUT_CURRENCY_TEXTS = {
  conversionFee: `Conversion fee (${PAYOUT_CONVERSION_FEE_BASIS_POINTS / 100}%)`,
  paidIn: (currency: CurrencyCode) => `Paid out in ${currency}`,
  payoutLine,
} as const;

import { type CurrencyCode, GOAL_CURRENCY } from './currency';
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

export const PAYOUT_CURRENCY_TEXTS = {
  conversionFee: `Conversion fee (${PAYOUT_CONVERSION_FEE_BASIS_POINTS / 100}%)`,
  paidIn: (currency: CurrencyCode) => `Paid out in ${currency}`,
} as const;

/** Payout wallets: the providers each country offers and the account numbers each accepts, for the form and the server. */
import type { MessageKey, Words } from '@harambee/messages';
import type { Country } from './campaign';
import { countryNamesIn } from './mobile-money';
import { withoutSeparators } from './typed-number';
import { WALLET_NETWORKS, WALLET_PHONE_COUNTRIES, walletNumberProblem } from './wallet-networks';

const PAYOUT_COUNTRIES = [
  'South Africa',
  'Kenya',
  'Ghana',
  'Gambia',
] as const satisfies readonly Country[];
/** The campaign countries, then those whose wallets a provider pays out to by the routing table (wallet-networks). */
export const WALLET_COUNTRIES = [...PAYOUT_COUNTRIES, ...WALLET_PHONE_COUNTRIES] as const;
export type WalletCountry = (typeof WALLET_COUNTRIES)[number];

/** Stored events name these too: a provider no longer offered leaves PROVIDERS_BY_COUNTRY, not this list. */
export const WALLET_PROVIDERS = [
  'momo',
  'mpesa',
  'airtel',
  'paypal',
  'zeepay',
  'tymebank',
  'orange',
  'wave',
  'moov',
  'vodacom',
  'mixx',
] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

/** `example` is an account number the provider accepts, shown to people as a hint. */
type ProviderRule = { label: string; pattern: RegExp; example: string };

const tenDigitsFromZero = (label: string): ProviderRule => ({
  label,
  pattern: /^0\d{9}$/,
  example: '0241234567',
});

/** A wallet of the routing table's countries: its number is checked against its country's phone numbers instead. */
const phoneWallet = (label: string): ProviderRule => ({
  label,
  pattern: /^\+?\d{8,15}$/,
  example: '+2250712345678',
});

export const PROVIDER_RULES: Record<WalletProvider, ProviderRule> = {
  orange: phoneWallet('Orange Money'),
  wave: phoneWallet('Wave'),
  moov: phoneWallet('Moov Money'),
  vodacom: phoneWallet('M-Pesa (Vodacom)'),
  mixx: phoneWallet('Mixx by Yas'),
  momo: tenDigitsFromZero('MTN Money'),
  airtel: tenDigitsFromZero('Airtel Money'),
  zeepay: tenDigitsFromZero('ZeePay'),
  mpesa: {
    label: 'M-PESA',
    pattern: /^(\+254|0)[17]\d{8}$/,
    example: '+254712345678',
  },
  paypal: {
    label: 'PayPal',
    pattern: /^\+?\d{10,15}$/,
    example: '+233241234567',
  },
  tymebank: {
    label: 'TymeBank',
    pattern: /^\d{10}$/,
    example: '0123456789',
  },
};

export const PROVIDERS_BY_COUNTRY: Record<WalletCountry, readonly WalletProvider[]> = {
  'South Africa': ['tymebank', 'paypal'],
  Kenya: ['mpesa', 'airtel', 'paypal'],
  Ghana: ['momo', 'airtel', 'zeepay', 'paypal'],
  Gambia: ['momo', 'airtel', 'paypal'],
  ...WALLET_NETWORKS,
};

/** The wallet form's refusals by catalogue key. */
export const WALLET_MESSAGES = {
  country: 'creator.rule.country',
  provider: 'creator.rule.provider',
  unknownProvider: 'wallet.unknownProvider',
  accountNumber: 'creator.rule.accountNumber',
  password: 'creator.rule.password',
  wrongPassword: 'wallet.wrongPassword',
} as const satisfies Record<string, MessageKey>;

/** Payouts to a wallet linked or changed this recently wait until an admin has confirmed it with the creator. */
export const NEW_WALLET_HOLD_HOURS = 48;
const NEW_WALLET_HOLD_MS = NEW_WALLET_HOLD_HOURS * 60 * 60_000;

export const walletIsNew = (linkedAt: string | Date, now: Date) =>
  now.getTime() - new Date(linkedAt).getTime() < NEW_WALLET_HOLD_MS;

/** `changedOn` is the change's date as the reader sees it. */
export const isWalletCountry = (value: string): value is WalletCountry =>
  (WALLET_COUNTRIES as readonly string[]).includes(value);

export const isWalletProvider = (value: string): value is WalletProvider =>
  (WALLET_PROVIDERS as readonly string[]).includes(value);

/** The providers offered in a country; none for a country without payouts. */
export const providersFor = (country: string): readonly WalletProvider[] =>
  isWalletCountry(country) ? PROVIDERS_BY_COUNTRY[country] : [];

export const normaliseAccountNumber = withoutSeparators;

/** Why this provider refuses the account number in this country, by catalogue key; undefined when it accepts it. */
export const walletRefusal = (
  country: string,
  provider: string,
  accountNumber: string,
): Words | undefined => {
  if (!isWalletCountry(country)) return { key: WALLET_MESSAGES.country };
  if (!provider) return { key: WALLET_MESSAGES.provider };
  if (!isWalletProvider(provider)) return { key: WALLET_MESSAGES.unknownProvider };
  if (!PROVIDERS_BY_COUNTRY[country].includes(provider))
    return {
      key: 'wallet.notOffered',
      values: {
        provider: PROVIDER_RULES[provider].label,
        country: (language) => countryNamesIn(language)(country),
      },
    };
  const number = normaliseAccountNumber(accountNumber);
  if (!number) return { key: WALLET_MESSAGES.accountNumber };
  if (country in WALLET_NETWORKS) return walletNumberProblem(country, number);
  return PROVIDER_RULES[provider].pattern.test(number)
    ? undefined
    : { key: `creator.rule.${provider}` };
};

/** All but the last 4 characters hidden, as the wallet shows a linked account. */
export const maskAccountNumber = (accountNumber: string) =>
  '*'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);

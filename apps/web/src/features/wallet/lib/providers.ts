/** Payout wallets: the providers each country offers and the account numbers each accepts (as the server checks). */
export const WALLET_COUNTRIES = ['South Africa', 'Kenya', 'Ghana', 'Gambia'] as const;
export type WalletCountry = (typeof WALLET_COUNTRIES)[number];

export const WALLET_PROVIDERS = ['momo', 'mpesa', 'airtel', 'paypal', 'zeepay', 'tymebank'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

type ProviderRule = { label: string; pattern: RegExp; message: string; placeholder: string };

const tenDigitsFromZero = (label: string): ProviderRule => ({
  label,
  pattern: /^0\d{9}$/,
  message: `${label} number must be 10 digits starting with 0 (e.g. 0241234567)`,
  placeholder: '0241234567',
});

export const PROVIDER_RULES: Record<WalletProvider, ProviderRule> = {
  momo: tenDigitsFromZero('MTN Money'),
  airtel: tenDigitsFromZero('Airtel Money'),
  zeepay: tenDigitsFromZero('ZeePay'),
  mpesa: {
    label: 'M-PESA',
    pattern: /^(\+254|0)[17]\d{8}$/,
    message: 'M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX',
    placeholder: '+254712345678',
  },
  paypal: {
    label: 'PayPal',
    pattern: /^\+?\d{10,15}$/,
    message: 'PayPal number must be 10 to 15 digits, optionally starting with +',
    placeholder: '+233241234567',
  },
  tymebank: {
    label: 'TymeBank',
    pattern: /^\d{10}$/,
    message: 'TymeBank account number must be exactly 10 digits',
    placeholder: '0123456789',
  },
};

export const PROVIDERS_BY_COUNTRY: Record<WalletCountry, readonly WalletProvider[]> = {
  'South Africa': ['tymebank', 'paypal'],
  Kenya: ['mpesa', 'airtel', 'paypal'],
  Ghana: ['momo', 'airtel', 'zeepay', 'paypal'],
  Gambia: ['momo', 'airtel', 'paypal'],
};

export const WALLET_MESSAGES = {
  country: 'Please select your country',
  provider: 'Please select a provider',
  unknownProvider: 'Validation pattern not found for this provider.',
  accountNumber: 'Please enter your account number',
  linked: 'Your payout account has been linked successfully.',
  linkFailed: 'Failed to link wallet. Please try again.',
  loadFailed: 'Failed to load your payout account. Please try again later.',
  donationsFailed: 'Failed to fetch donations. Please try again later.',
  authRequired: 'Authentication required',
} as const;

export const isWalletCountry = (value: string): value is WalletCountry => (WALLET_COUNTRIES as readonly string[]).includes(value);

export const isWalletProvider = (value: string): value is WalletProvider => (WALLET_PROVIDERS as readonly string[]).includes(value);

export const providersFor = (country: string): readonly WalletProvider[] => (isWalletCountry(country) ? PROVIDERS_BY_COUNTRY[country] : []);

export const providerLabel = (provider: string | null | undefined) => (provider && isWalletProvider(provider) ? PROVIDER_RULES[provider].label : (provider ?? ''));

/** Spaces and dashes people type between digit groups are not part of the number. */
export const normaliseAccountNumber = (accountNumber: string) => accountNumber.replace(/[\s-]/g, '');

/** The message to show, or undefined when this provider accepts the account number in this country. */
export function walletProblem(country: string, provider: string, accountNumber: string): string | undefined {
  if (!isWalletCountry(country)) return WALLET_MESSAGES.country;
  if (!provider) return WALLET_MESSAGES.provider;
  if (!isWalletProvider(provider) || !PROVIDERS_BY_COUNTRY[country].includes(provider)) return WALLET_MESSAGES.unknownProvider;
  const number = normaliseAccountNumber(accountNumber);
  if (!number) return WALLET_MESSAGES.accountNumber;
  return PROVIDER_RULES[provider].pattern.test(number) ? undefined : PROVIDER_RULES[provider].message;
}

/** All but the last 4 characters hidden. */
export const maskAccountNumber = (accountNumber: string) => '*'.repeat(Math.max(0, accountNumber.length - 4)) + accountNumber.slice(-4);

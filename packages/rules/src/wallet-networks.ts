/** Payout wallets in the routing table's countries: the networks a provider pays out to, and their phone numbers. */
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_COUNTRY_CODES,
  type MobileMoneyCountry,
  type MobileMoneyProvider,
  mobileMoneyProvidersIn,
  normaliseMobileMoneyPhone,
} from './mobile-money';

/** The countries (as the routing table names them) with a network some provider pays out to. */
export const WALLET_PHONE_COUNTRIES = [
  "Côte d'Ivoire",
  'Senegal',
  'Cameroon',
  'Tanzania',
  'Uganda',
  'Rwanda',
] as const;
type WalletPhoneCountry = (typeof WALLET_PHONE_COUNTRIES)[number];

/** The payout wallet each network's wallets are linked as (MTN's as `momo`, as in Ghana). */
export const NETWORK_WALLETS = {
  mtn: 'momo',
  airtel: 'airtel',
  orange: 'orange',
  wave: 'wave',
  moov: 'moov',
  vodacom: 'vodacom',
  mixx: 'mixx',
  mpesa: 'mpesa',
} as const satisfies Partial<Record<MobileMoneyProvider, string>>;
type NetworkWallet = (typeof NETWORK_WALLETS)[keyof typeof NETWORK_WALLETS];

const codeOf = (country: string) =>
  MOBILE_MONEY_COUNTRY_CODES.find((code) => MOBILE_MONEY_COUNTRIES[code].name === country);

type Route = { paidOutBy: readonly string[] };
const paidOut = (code: MobileMoneyCountry) =>
  mobileMoneyProvidersIn(code).filter(
    (network) =>
      network in NETWORK_WALLETS &&
      ((MOBILE_MONEY_COUNTRIES[code].networks as Partial<Record<string, Route>>)[network]?.paidOutBy
        .length ?? 0) > 0,
  ) as (keyof typeof NETWORK_WALLETS)[];

/** Each country's payout wallets, in the routing table's order of its networks. */
export const WALLET_NETWORKS = WALLET_PHONE_COUNTRIES.reduce(
  (all, country) => ({
    ...all,
    [country]: paidOut(codeOf(country)!).map((network) => NETWORK_WALLETS[network]),
  }),
  {} as Record<WalletPhoneCountry, readonly NetworkWallet[]>,
);

/** The wallet's number in E.164 form when it is a phone number of `country` (any of the routing table's); else undefined. */
export const walletPhone = (country: string, accountNumber: string) => {
  const code = codeOf(country);
  const check = code && normaliseMobileMoneyPhone(accountNumber, code);
  return check && check.ok ? check.e164 : undefined;
};

/** Why `number` is no phone number of `country` (one of the routing table's), else undefined. */
export const walletNumberProblem = (country: string, number: string) => {
  const code = country in WALLET_NETWORKS ? codeOf(country) : undefined;
  if (!code) return undefined;
  const check = normaliseMobileMoneyPhone(number, code);
  return check.ok ? undefined : check.words;
};

/**
 * What a phone number of the routing table's `country` looks like, for a hint and for the rule in the reader's
 * language: its dial code, national digits, whether a 0 may stand before them, and an example.
 */
export const walletNumberShape = (country: string) => {
  const code = country in WALLET_NETWORKS ? codeOf(country) : undefined;
  if (!code) return undefined;
  const entry: {
    dialCode: string;
    nationalDigits: number;
    trunkZero: boolean;
    leadingZero?: boolean;
  } = MOBILE_MONEY_COUNTRIES[code];
  const national =
    (entry.leadingZero ? '0' : '7') + '712345678901'.slice(0, entry.nationalDigits - 1);
  return {
    code,
    dialCode: entry.dialCode,
    digits: entry.nationalDigits,
    trunkZero: entry.trunkZero,
    example: `+${entry.dialCode}${national}`,
  };
};

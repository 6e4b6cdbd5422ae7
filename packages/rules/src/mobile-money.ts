/** Mobile-money donors: the countries we take it from, their phone numbers and the wallets each offers. */
import type { Words } from '@harambee/messages';
import { COUNTRY_CURRENCIES, type PaymentProviderName } from './currency';
import { withoutSeparators } from './typed-number';

/** Which payment providers charge a network's wallets, and which pay out to them (sandbox: the local one only). */
type Route = {
  takenBy: readonly PaymentProviderName[];
  paidOutBy: readonly PaymentProviderName[];
};
const sandboxOnly: Route = { takenBy: ['sandbox'], paidOutBy: [] };
const PAYSTACK: Route = { takenBy: ['sandbox', 'paystack'], paidOutBy: ['paystack'] };
const PAYSTACK_OR_FLUTTERWAVE: Route = {
  takenBy: ['sandbox', 'paystack', 'flutterwave'],
  paidOutBy: ['paystack', 'flutterwave'],
};
const FLUTTERWAVE: Route = { takenBy: ['sandbox', 'flutterwave'], paidOutBy: ['flutterwave'] };
/**
 * Flutterwave charges these wallets but lists no transfer to them among its v3 "Mobile Money Transfer" networks
 * (Burkina Faso's; Rwanda's Airtel, where it pays out to MTN and M-Pesa only).
 */
const FLUTTERWAVE_CHARGES: Route = { takenBy: ['sandbox', 'flutterwave'], paidOutBy: [] };

/**
 * The routing table: each country we take mobile money from, its phone numbers (+dialCode and nationalDigits,
 * with a trunk 0 dialled before them at home when `trunkZero`; `leadingZero` when the number itself starts with 0,
 * as in Côte d'Ivoire since 2021) and its networks, in the order the form offers them, with who charges and pays
 * out to each. Its currency is COUNTRY_CURRENCIES'.
 */
export const MOBILE_MONEY_COUNTRIES = {
  KE: {
    name: 'Kenya',
    dialCode: '254',
    nationalDigits: 9,
    trunkZero: true,
    networks: { mpesa: PAYSTACK_OR_FLUTTERWAVE, airtel: PAYSTACK },
  },
  GH: {
    name: 'Ghana',
    dialCode: '233',
    nationalDigits: 9,
    trunkZero: true,
    networks: {
      mtn: PAYSTACK_OR_FLUTTERWAVE,
      vodafone: PAYSTACK_OR_FLUTTERWAVE,
      airteltigo: PAYSTACK_OR_FLUTTERWAVE,
    },
  },
  ZA: {
    name: 'South Africa',
    dialCode: '27',
    nationalDigits: 9,
    trunkZero: true,
    networks: { mtn: sandboxOnly },
  },
  GM: {
    name: 'Gambia',
    dialCode: '220',
    nationalDigits: 7,
    trunkZero: false,
    networks: { afrimoney: sandboxOnly, qmoney: sandboxOnly },
  },
  CI: {
    name: "Côte d'Ivoire",
    dialCode: '225',
    nationalDigits: 10,
    trunkZero: false,
    leadingZero: true,
    networks: { orange: FLUTTERWAVE, mtn: FLUTTERWAVE, moov: FLUTTERWAVE, wave: FLUTTERWAVE },
  },
  SN: {
    name: 'Senegal',
    dialCode: '221',
    nationalDigits: 9,
    trunkZero: false,
    networks: { orange: FLUTTERWAVE, wave: FLUTTERWAVE },
  },
  BF: {
    name: 'Burkina Faso',
    dialCode: '226',
    nationalDigits: 8,
    trunkZero: false,
    networks: { orange: FLUTTERWAVE_CHARGES, moov: FLUTTERWAVE_CHARGES },
  },
  ML: {
    name: 'Mali',
    dialCode: '223',
    nationalDigits: 8,
    trunkZero: false,
    networks: { orange: sandboxOnly, moov: sandboxOnly },
  },
  BJ: {
    name: 'Benin',
    dialCode: '229',
    nationalDigits: 10,
    trunkZero: false,
    leadingZero: true,
    networks: { mtn: sandboxOnly, moov: sandboxOnly },
  },
  TG: {
    name: 'Togo',
    dialCode: '228',
    nationalDigits: 8,
    trunkZero: false,
    networks: { moov: sandboxOnly },
  },
  CM: {
    name: 'Cameroon',
    dialCode: '237',
    nationalDigits: 9,
    trunkZero: false,
    networks: { mtn: FLUTTERWAVE, orange: FLUTTERWAVE },
  },
  GA: {
    name: 'Gabon',
    dialCode: '241',
    nationalDigits: 8,
    trunkZero: false,
    networks: { airtel: sandboxOnly, moov: sandboxOnly },
  },
  CG: {
    name: 'Congo',
    dialCode: '242',
    nationalDigits: 9,
    trunkZero: false,
    leadingZero: true,
    networks: { mtn: sandboxOnly, airtel: sandboxOnly },
  },
  TZ: {
    name: 'Tanzania',
    dialCode: '255',
    nationalDigits: 9,
    trunkZero: true,
    networks: { vodacom: FLUTTERWAVE, airtel: FLUTTERWAVE, mixx: FLUTTERWAVE },
  },
  UG: {
    name: 'Uganda',
    dialCode: '256',
    nationalDigits: 9,
    trunkZero: true,
    networks: { mtn: FLUTTERWAVE, airtel: FLUTTERWAVE },
  },
  RW: {
    name: 'Rwanda',
    dialCode: '250',
    nationalDigits: 9,
    trunkZero: true,
    networks: { mtn: FLUTTERWAVE, airtel: FLUTTERWAVE_CHARGES },
  },
} as const satisfies Record<
  string,
  {
    name: string;
    dialCode: string;
    nationalDigits: number;
    trunkZero: boolean;
    leadingZero?: boolean;
    networks: Partial<Record<MobileMoneyProvider, Route>>;
  }
>;

export type MobileMoneyCountry = keyof typeof MOBILE_MONEY_COUNTRIES;
export const MOBILE_MONEY_COUNTRY_CODES = Object.keys(
  MOBILE_MONEY_COUNTRIES,
) as MobileMoneyCountry[];

export const MOBILE_MONEY_PROVIDER_LABELS = {
  mpesa: 'M-PESA',
  airtel: 'Airtel Money',
  mtn: 'MTN MoMo',
  vodafone: 'Telecel Cash (Vodafone)',
  airteltigo: 'AirtelTigo Money',
  afrimoney: 'Afrimoney',
  qmoney: 'QMoney',
  orange: 'Orange Money',
  wave: 'Wave',
  moov: 'Moov Money',
  vodacom: 'M-Pesa (Vodacom)',
  mixx: 'Mixx by Yas',
} as const;
export type MobileMoneyProvider = keyof typeof MOBILE_MONEY_PROVIDER_LABELS;
export const MOBILE_MONEY_PROVIDERS = Object.keys(
  MOBILE_MONEY_PROVIDER_LABELS,
) as MobileMoneyProvider[];

/** The words of a wallet its country does not offer, the country in the reader's language. */
export const notOfferedWords = (
  provider: MobileMoneyProvider,
  country: MobileMoneyCountry,
): Words => ({
  key: 'api.mobileMoney.notOffered',
  values: {
    provider: MOBILE_MONEY_PROVIDER_LABELS[provider],
    country: (language) => countryNamesIn(language)(MOBILE_MONEY_COUNTRIES[country].name),
  },
});

/** Mobile-money prompts a checkout may push to one phone number: any page could otherwise push them to anyone's. */
export const MOBILE_MONEY_PROMPTS_PER_PHONE = { limit: 3, windowMs: 60 * 60_000 } as const;

export const isMobileMoneyCountry = (value: string): value is MobileMoneyCountry =>
  Object.hasOwn(MOBILE_MONEY_COUNTRIES, value);

export const isMobileMoneyProvider = (value: string): value is MobileMoneyProvider =>
  Object.hasOwn(MOBILE_MONEY_PROVIDER_LABELS, value);

export const mobileMoneyProvidersIn = (country: string): readonly MobileMoneyProvider[] =>
  isMobileMoneyCountry(country)
    ? (Object.keys(MOBILE_MONEY_COUNTRIES[country].networks) as MobileMoneyProvider[])
    : [];

const routeOf = (country: MobileMoneyCountry, network: MobileMoneyProvider): Route | undefined =>
  (MOBILE_MONEY_COUNTRIES[country].networks as Partial<Record<MobileMoneyProvider, Route>>)[
    network
  ];

/** The networks of `country` whose wallets one of the configured payment providers charges, in the form's order. */
export const networksOffered = (
  country: string,
  configured: readonly PaymentProviderName[],
): readonly MobileMoneyProvider[] =>
  isMobileMoneyCountry(country)
    ? mobileMoneyProvidersIn(country).filter((network) =>
        routeOf(country, network)?.takenBy.some((provider) => configured.includes(provider)),
      )
    : [];

/** The countries the configured providers take mobile money from: the others are not offered, and the page says so. */
export const countriesOffered = (configured: readonly PaymentProviderName[]) =>
  MOBILE_MONEY_COUNTRY_CODES.filter((country) => networksOffered(country, configured).length > 0);

/**
 * The currency a mobile-money wallet of `country` is charged in, when `provider` charges its `network` (any of its
 * networks when none is named).
 */
export const mobileMoneyCurrency = (
  country: string,
  provider: PaymentProviderName,
  network?: string,
) =>
  networksOffered(country, [provider]).some(
    (offered) => network === undefined || offered === network,
  )
    ? COUNTRY_CURRENCIES[country]
    : undefined;

/**
 * The provider that charges a gift, of the configured ones (in PAYMENT_PROVIDER's order): a mobile-money wallet goes to
 * the first that charges its network in its country, a card (or a network none of them charges) to the first listed.
 */
export const providerChargingGift = <Name extends string>(
  configured: readonly Name[],
  gift: { method: string; country?: string; mobileProvider?: string },
): Name | undefined => {
  const { method, country = '', mobileProvider = '' } = gift;
  const route =
    method === 'mobileMoney' &&
    isMobileMoneyCountry(country) &&
    isMobileMoneyProvider(mobileProvider)
      ? routeOf(country, mobileProvider)
      : undefined;
  const takenBy: readonly string[] = route?.takenBy ?? [];
  return configured.find((name) => takenBy.includes(name)) ?? configured[0];
};

/** The first configured provider (in PAYMENT_PROVIDER's order) that pays out to wallets of `network` in `country`, if any does. */
export const payoutProviderFor = (
  country: MobileMoneyCountry,
  network: MobileMoneyProvider,
  configured: readonly PaymentProviderName[],
) => configured.find((provider) => routeOf(country, network)?.paidOutBy.includes(provider));

/** A refused number says why by catalogue key, for the reader's language. */
export type PhoneCheck = { ok: true; e164: string } | { ok: false; words: Words };

/** The words of a number that is no mobile number of `country`: its dial code and length, the country in the reader's language. */
export const phoneShapeWords = (country: MobileMoneyCountry): Words => {
  const { name, dialCode, nationalDigits, trunkZero } = MOBILE_MONEY_COUNTRIES[country];
  return {
    key: 'creator.rule.walletNumber',
    values: {
      country: (language) => countryNamesIn(language)(name),
      dialCode,
      digits: nationalDigits,
      trunkZero: trunkZero ? 'yes' : 'no',
    },
  };
};

const NO_COUNTRY = { ok: false, words: { key: 'mobileMoney.countryRequired' } } as const;

/**
 * The number in E.164 form (`0712 345 678` in KE is `+254712345678`), accepting a leading 0, the dial
 * code with or without + or 00, and spaces, dashes, dots or brackets between digits.
 */
export const normaliseMobileMoneyPhone = (typed: string, country: string): PhoneCheck => {
  if (!isMobileMoneyCountry(country)) return NO_COUNTRY;
  const entry: {
    dialCode: string;
    nationalDigits: number;
    trunkZero: boolean;
    leadingZero?: boolean;
  } = MOBILE_MONEY_COUNTRIES[country];
  const { dialCode, nationalDigits, trunkZero } = entry;
  const first = entry.leadingZero ? '0' : '[1-9]';
  const compact = withoutSeparators(typed).replace(/[().]/g, '');
  if (!compact) return { ok: false, words: { key: 'mobileMoney.phoneRequired' } };
  const national = [`+${dialCode}`, `00${dialCode}`, dialCode, ...(trunkZero ? ['0'] : []), '']
    .filter((prefix) => compact.startsWith(prefix))
    .map((prefix) => compact.slice(prefix.length))
    .find((rest) => new RegExp(`^${first}\\d{${nationalDigits - 1}}$`).test(rest));
  if (national === undefined) {
    return { ok: false, words: phoneShapeWords(country) };
  }
  return { ok: true, e164: `+${dialCode}${national}` };
};

/** Why not, or the number in E.164 form when country, provider and phone fit together. */
export const checkMobileMoney = (country: string, provider: string, phone: string): PhoneCheck => {
  if (!isMobileMoneyCountry(country)) return NO_COUNTRY;
  if (!isMobileMoneyProvider(provider))
    return { ok: false, words: { key: 'mobileMoney.providerRequired' } };
  if (!mobileMoneyProvidersIn(country).includes(provider))
    return { ok: false, words: notOfferedWords(provider, country) };
  return normaliseMobileMoneyPhone(phone, country);
};

/** Our countries as a language names them ("Afrika Kusini"); English as these rules name them, and others as given. */
export function countryNamesIn(locale: string): (country: string) => string {
  if (locale === 'en') return (country) => country;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (country) => {
    const code = MOBILE_MONEY_COUNTRY_CODES.find(
      (candidate) => MOBILE_MONEY_COUNTRIES[candidate].name === country,
    );
    return (code && names.of(code)) || country;
  };
}

/** Mobile-money donors: the countries we take it from, their phone numbers and the wallets each offers. */
import { withoutSeparators } from './typed-number';

export const MOBILE_MONEY_COUNTRIES = {
  KE: {
    name: 'Kenya',
    dialCode: '254',
    nationalDigits: 9,
    trunkZero: true,
    providers: ['mpesa', 'airtel'],
  },
  GH: {
    name: 'Ghana',
    dialCode: '233',
    nationalDigits: 9,
    trunkZero: true,
    providers: ['mtn', 'vodafone', 'airteltigo'],
  },
  ZA: {
    name: 'South Africa',
    dialCode: '27',
    nationalDigits: 9,
    trunkZero: true,
    providers: ['mtn'],
  },
  GM: {
    name: 'Gambia',
    dialCode: '220',
    nationalDigits: 7,
    trunkZero: false,
    providers: ['afrimoney', 'qmoney'],
  },
} as const;

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
} as const;
export type MobileMoneyProvider = keyof typeof MOBILE_MONEY_PROVIDER_LABELS;
export const MOBILE_MONEY_PROVIDERS = Object.keys(
  MOBILE_MONEY_PROVIDER_LABELS,
) as MobileMoneyProvider[];

export const MOBILE_MONEY_MESSAGES = {
  country:
    'Please choose the country of your mobile-money account (Kenya, Ghana, South Africa or Gambia).',
  provider: 'Please choose your mobile-money provider.',
  phone: 'Please enter your mobile-money phone number.',
  notOffered: (provider: MobileMoneyProvider, country: MobileMoneyCountry) =>
    `${MOBILE_MONEY_PROVIDER_LABELS[provider]} is not offered in ${MOBILE_MONEY_COUNTRIES[country].name}.`,
  phoneShape: (country: MobileMoneyCountry) => {
    const { name, dialCode, nationalDigits, trunkZero } = MOBILE_MONEY_COUNTRIES[country];
    const local = trunkZero ? `, or 0 and those ${nationalDigits} digits` : '';
    return `A ${name} mobile number is +${dialCode} and ${nationalDigits} digits${local}.`;
  },
} as const;

/** Mobile-money prompts a checkout may push to one phone number: any page could otherwise push them to anyone's. */
export const MOBILE_MONEY_PROMPTS_PER_PHONE = { limit: 3, windowMs: 60 * 60_000 } as const;

export const isMobileMoneyCountry = (value: string): value is MobileMoneyCountry =>
  Object.hasOwn(MOBILE_MONEY_COUNTRIES, value);

export const isMobileMoneyProvider = (value: string): value is MobileMoneyProvider =>
  Object.hasOwn(MOBILE_MONEY_PROVIDER_LABELS, value);

export const mobileMoneyProvidersIn = (country: string): readonly MobileMoneyProvider[] =>
  isMobileMoneyCountry(country) ? MOBILE_MONEY_COUNTRIES[country].providers : [];

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

/**
 * The number in E.164 form (`0712 345 678` in KE is `+254712345678`), accepting a leading 0, the dial
 * code with or without + or 00, and spaces, dashes, dots or brackets between digits.
 */
export const normaliseMobileMoneyPhone = (typed: string, country: string): PhoneCheck => {
  if (!isMobileMoneyCountry(country)) return { ok: false, message: MOBILE_MONEY_MESSAGES.country };
  const { dialCode, nationalDigits, trunkZero } = MOBILE_MONEY_COUNTRIES[country];
  const compact = withoutSeparators(typed).replace(/[().]/g, '');
  if (!compact) return { ok: false, message: MOBILE_MONEY_MESSAGES.phone };
  const national = [`+${dialCode}`, `00${dialCode}`, dialCode, ...(trunkZero ? ['0'] : []), '']
    .filter((prefix) => compact.startsWith(prefix))
    .map((prefix) => compact.slice(prefix.length))
    .find((rest) => new RegExp(`^[1-9]\\d{${nationalDigits - 1}}$`).test(rest));
  if (national === undefined) {
    return { ok: false, message: MOBILE_MONEY_MESSAGES.phoneShape(country) };
  }
  return { ok: true, e164: `+${dialCode}${national}` };
};

/** The message to show, or the number in E.164 form when country, provider and phone fit together. */
export const checkMobileMoney = (country: string, provider: string, phone: string): PhoneCheck => {
  if (!isMobileMoneyCountry(country)) return { ok: false, message: MOBILE_MONEY_MESSAGES.country };
  if (!isMobileMoneyProvider(provider))
    return { ok: false, message: MOBILE_MONEY_MESSAGES.provider };
  if (!mobileMoneyProvidersIn(country).includes(provider)) {
    return { ok: false, message: MOBILE_MONEY_MESSAGES.notOffered(provider, country) };
  }
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

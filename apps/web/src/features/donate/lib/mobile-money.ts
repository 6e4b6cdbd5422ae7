/** How the mobile-money fields read: the rules and messages themselves come from @harambee/rules. */
import {
  countriesOffered,
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_COUNTRY_CODES,
  MOBILE_MONEY_PROVIDER_LABELS,
  isMobileMoneyCountry,
  mobileMoneyProvidersIn,
  networksOffered,
  type MobileMoneyCountry,
  type PaymentProviderName,
} from '@harambee/rules';

/** A number as people there write it, to show the shape expected. */
const EXAMPLE_NUMBERS: Record<MobileMoneyCountry, string> = {
  KE: '0712 345 678',
  GH: '024 123 4567',
  ZA: '071 234 5678',
  GM: '301 2345',
  CI: '07 12 34 56 78',
  SN: '77 123 45 67',
  BF: '70 12 34 56',
  ML: '70 12 34 56',
  BJ: '01 97 12 34 56',
  TG: '90 12 34 56',
  CM: '671 23 45 67',
  GA: '66 12 34 56',
  CG: '06 612 3456',
  TZ: '0712 345 678',
  UG: '0772 123 456',
  RW: '078 812 3456',
};

export const countryOptions = MOBILE_MONEY_COUNTRY_CODES.map((code) => ({
  value: code,
  label: `${MOBILE_MONEY_COUNTRIES[code].name} (+${MOBILE_MONEY_COUNTRIES[code].dialCode})`,
}));

/** The countries named in the page's language ("Afrika Kusini (+27)"); English as the rules name them. */
export const countryOptionsIn = (locale: string) => {
  if (locale === 'en') return countryOptions;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return MOBILE_MONEY_COUNTRY_CODES.map((code) => ({
    value: code,
    label: `${names.of(code) ?? MOBILE_MONEY_COUNTRIES[code].name} (+${MOBILE_MONEY_COUNTRIES[code].dialCode})`,
  }));
};

/**
 * The countries whose wallets the server's payment providers charge, and the others named in the page's language
 * ("Mali, Bénin et Togo"), so the page says where mobile money is not taken rather than failing at the last step.
 * Every country while the providers are not known yet.
 */
export const mobileMoneyReach = (locale: string, providers: readonly string[] | undefined) => {
  const options = countryOptionsIn(locale);
  if (!providers) return { offered: options, notOffered: '' };
  const served: readonly string[] = countriesOffered(providers as PaymentProviderName[]);
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const missing = MOBILE_MONEY_COUNTRY_CODES.filter((code) => !served.includes(code));
  return {
    offered: options.filter((option) => served.includes(option.value)),
    notOffered: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      missing.map((code) => names.of(code) ?? MOBILE_MONEY_COUNTRIES[code].name),
    ),
  };
};

/** The wallets offered in the country (only those the server's providers charge, once known), none before one is chosen. */
export const providerOptions = (country: string, providers?: readonly string[]) =>
  (providers
    ? networksOffered(country, providers as PaymentProviderName[])
    : mobileMoneyProvidersIn(country)
  ).map((code) => ({
    value: code,
    label: MOBILE_MONEY_PROVIDER_LABELS[code],
  }));

/** The country's wallets none of the server's providers charge ("Airtel Money"), listed in the page's language. */
export const networksNotOffered = (
  locale: string,
  country: string,
  providers: readonly string[] | undefined,
) => {
  const offered = providerOptions(country, providers).map((option) => option.value as string);
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    mobileMoneyProvidersIn(country)
      .filter((code) => !offered.includes(code))
      .map((code) => MOBILE_MONEY_PROVIDER_LABELS[code]),
  );
};

export const phonePlaceholder = (country: string) =>
  isMobileMoneyCountry(country) ? EXAMPLE_NUMBERS[country] : '';

/** The provider still offered after the country changes; the only one when there is just one. */
export function providerAfterCountryChange(
  country: string,
  provider: string,
  providers?: readonly string[],
): string {
  const offered = providerOptions(country, providers).map((option) => option.value as string);
  if (offered.includes(provider)) return provider;
  return offered.length === 1 ? (offered[0] ?? '') : '';
}

export const providerLabel = (provider: string | undefined) =>
  provider && Object.hasOwn(MOBILE_MONEY_PROVIDER_LABELS, provider)
    ? MOBILE_MONEY_PROVIDER_LABELS[provider as keyof typeof MOBILE_MONEY_PROVIDER_LABELS]
    : 'your mobile-money provider';

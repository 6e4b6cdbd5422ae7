import {
  convertMinor,
  COUNTRY_CURRENCIES,
  type CurrencyCode,
  fromMinorUnits,
  GOAL_CURRENCY,
} from '@harambee/rules';

/** The rates a checkout is priced at now, from one US dollar, as published (decimal text), with source and time. */
export type ExchangeRates = {
  base: 'USD';
  rates: Partial<Record<CurrencyCode, string>>;
  asOf: string | null;
  source: string | null;
};

/** The visitor's currency from their browser's region ("en-KE" is shillings), else US dollars. */
export const localeCurrency = (locale: string | undefined): CurrencyCode => {
  const region = locale ? new Intl.Locale(locale).maximize().region : undefined;
  return (region && COUNTRY_CURRENCIES[region]) || GOAL_CURRENCY;
};

/** An amount for people, in the locale's way ("KSh 3,230.00"); the browser's locale unless one is given. */
export const formatMoney = (amount: number, currency: CurrencyCode, digits = 2, locale?: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);

/**
 * A published rate (decimal text) as the locale writes numbers, every published decimal kept ("129,20" in French);
 * without a locale, exactly as published.
 */
export const publishedRate = (value: string, locale?: string) => {
  const decimals = value.split('.')[1]?.length ?? 0;
  return locale && Number.isFinite(Number(value))
    ? new Intl.NumberFormat(locale, {
        useGrouping: false,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(Number(value))
    : value;
};

/** Whole US dollars in `currency` at a published rate, for showing only ("≈ KSh 160,208"): never charged. */
export const approximately = (
  dollars: number,
  currency: CurrencyCode,
  rates?: ExchangeRates,
  locale?: string,
) => {
  const rate = rates?.rates[currency];
  if (currency === GOAL_CURRENCY || !rate) return undefined;
  return formatMoney(
    Number(
      fromMinorUnits(
        convertMinor(Math.round(dollars * 100), { from: 'USD', to: currency, value: rate }),
        currency,
      ),
    ),
    currency,
    0,
    locale,
  );
};

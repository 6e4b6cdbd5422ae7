import {
  convertMinor,
  COUNTRY_CURRENCIES,
  type CurrencyCode,
  type DonorMoney,
  fromMinorUnits,
  GOAL_CURRENCY,
  majorWithSymbol,
} from '@harambee/rules';

/** The rates a checkout is priced at now, from one US dollar, as published (decimal text), with source and time. */
export type ExchangeRates = {
  base: 'USD';
  rates: Partial<Record<CurrencyCode, string>>;
  asOf: string | null;
  source: string | null;
};

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

/** Where an amount in the donor's money is read: their country, else the first country counting in that currency. */
const regionOf = ({ currency, country }: DonorMoney) =>
  country || Object.keys(COUNTRY_CURRENCIES).find((code) => COUNTRY_CURRENCIES[code] === currency);

/**
 * Whole units laid out as the page's language writes them in the donor's country ("6 020 F CFA" in French for Côte
 * d'Ivoire, "TSh 26,100" for Tanzania), with the currency's own sign as every page and mail writes it (KSh, not Ksh).
 */
export const localAmount = (major: number, money: DonorMoney, pageLanguage: string) => {
  const region = regionOf(money);
  return majorWithSymbol(
    major,
    money.currency,
    0,
    region ? `${pageLanguage}-${region}` : pageLanguage,
  );
};

/** US dollars in the donor's money at a published rate, in whole units, for showing only ("≈ KSh 160,208"): never charged. */
export const approximately = (
  dollars: number,
  money: DonorMoney,
  rates: ExchangeRates | undefined,
  pageLanguage: string,
) => {
  const rate = rates?.rates[money.currency];
  if (money.currency === GOAL_CURRENCY || !rate) return undefined;
  const minor = convertMinor(Math.round(dollars * 100), {
    from: 'USD',
    to: money.currency,
    value: rate,
  });
  return localAmount(Number(fromMinorUnits(minor, money.currency)), money, pageLanguage);
};

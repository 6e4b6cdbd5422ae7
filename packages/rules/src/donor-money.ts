import { COUNTRY_CURRENCIES, type CurrencyCode, GOAL_CURRENCY, isCurrencyCode } from './currency';
import {
  isMobileMoneyCountry,
  MOBILE_MONEY_COUNTRY_CODES,
  type MobileMoneyCountry,
} from './mobile-money';

/** The cookie that remembers the currency a donor picked on the donate form: it wins over what their browser says. */
export const CURRENCY_COOKIE = 'currency';

/** Languages spoken mostly in one country we take money from: a bare `sw` is read as Kenya. */
export const LANGUAGE_COUNTRIES: Readonly<Record<string, string>> = { sw: 'KE' };

/** What the donate form starts with: the donor's currency and, where mobile money is taken in it, the wallet's country. */
export type DonorMoney = { currency: CurrencyCode; country: MobileMoneyCountry | '' };

/** The mobile-money country whose wallets are charged in `currency` (KES → KE); none for dollars or naira. */
export const mobileMoneyCountryOf = (currency: CurrencyCode): MobileMoneyCountry | '' =>
  MOBILE_MONEY_COUNTRY_CODES.find((country) => COUNTRY_CURRENCIES[country] === currency) ?? '';

/** The donor's money, with their own country's wallets when it is the one named (Senegal, not Côte d'Ivoire, for XOF). */
const moneyOf = (currency: CurrencyCode, named?: string): DonorMoney => ({
  currency,
  country:
    named && isMobileMoneyCountry(named) && COUNTRY_CURRENCIES[named] === currency
      ? named
      : mobileMoneyCountryOf(currency),
});

/** The value of the cookie `name` in a Cookie header (or `document.cookie`). */
export const cookieValue = (cookies: string | undefined, name: string): string | undefined => {
  const found = cookies
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`));
  return found?.slice(name.length + 1);
};

/** The language tags of an Accept-Language header (or the browser's languages, comma-joined), most wanted first. */
const languageTags = (acceptLanguage: string | undefined) =>
  (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: range.trim(), q: q ? Number(q) : 1, order };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ tag }) => tag);

/** The country a language tag names: its region (`sw-KE`, `en-GH`), else its language's one country (`sw`). */
const countryOfTag = (tag: string): string | undefined => {
  const [language = '', ...subtags] = tag.toLowerCase().split(/[-_]/);
  const region = subtags.find((subtag) => /^[a-z]{2}$/.test(subtag));
  return region ? region.toUpperCase() : LANGUAGE_COUNTRIES[language];
};

const currencyOfCountry = (country: string | undefined): CurrencyCode | undefined =>
  country ? COUNTRY_CURRENCIES[country] : undefined;

/**
 * The currency and country the donate form starts with, only ever ones the platform takes:
 * 1. the currency the donor picked before (the `currency` cookie), when we still take it;
 * 2. else the first of the browser's languages, most wanted first, that names a country we take money from, by its
 *    region (`sw-KE` → Kenya, shillings; `en-GH` → Ghana, cedis) or, for a bare language, its one country (`sw`);
 * 3. else the page's language's country (the Swahili pages → Kenya);
 * 4. else US dollars, with no country.
 */
export const donorMoneyChoice = ({
  remembered,
  acceptLanguage,
  pageLanguage,
}: {
  remembered?: string;
  acceptLanguage?: string;
  pageLanguage?: string;
}): DonorMoney => {
  if (remembered && isCurrencyCode(remembered)) return moneyOf(remembered);
  for (const tag of languageTags(acceptLanguage)) {
    const country = countryOfTag(tag);
    const currency = currencyOfCountry(country);
    if (currency) return moneyOf(currency, country);
  }
  const ofPage = currencyOfCountry(pageLanguage && LANGUAGE_COUNTRIES[pageLanguage]);
  return moneyOf(ofPage ?? GOAL_CURRENCY);
};

import {
  CURRENCIES,
  type CurrencyCode,
  majorWithSymbol,
  moneyWithSymbol,
  shownDecimals,
} from '@harambee/rules';
import { useIntl } from 'react-intl';
import { useHydrated } from '@/hooks/use-hydrated';
import { formatDate, formatUsd } from '@/lib/format';
import { publishedRate } from '@/lib/money';

/**
 * Money and dates for the page's language. English keeps today's forms exactly (the browser's own number layout,
 * "November 23, 2026"); other languages are laid out by Intl for the page's locale ("1 240,00 $US"). While the server
 * renders an English page and the browser hydrates it, money is laid out as English ('en'), the one layout both know:
 * a Kenyan browser's own layout ("KSh 500") follows once the page is the browser's.
 */
export function useMoney() {
  const { locale, formatDate: intlDate, formatNumber } = useIntl();
  const hydrated = useHydrated();
  const page = locale === 'en' ? undefined : locale;
  return {
    /** In the currency's shown decimals unless told (none for the CFA francs, UGX, RWF and whole shillings of TZS). */
    money: (amount: number, currency: CurrencyCode, digits = shownDecimals(amount, currency)) =>
      majorWithSymbol(amount, currency, digits, page ?? (hydrated ? undefined : 'en')),
    usd: (amount: number, digits = 0) =>
      page ? majorWithSymbol(amount, 'USD', digits, page) : formatUsd(amount, digits),
    minor: (minor: number, currency: CurrencyCode) => moneyWithSymbol(minor, currency, locale),
    /** "Kenyan shilling"; "shilingi ya Kenya" in Swahili. */
    currencyName: (code: CurrencyCode) =>
      page
        ? (new Intl.DisplayNames([page], { type: 'currency' }).of(code) ?? code)
        : CURRENCIES[code].name,
    /** A published exchange rate ('129.20'; '129,20' in French). */
    rate: (value: string) => publishedRate(value, page),
    shortDate: (value: string | number | Date) =>
      page ? intlDate(value, { dateStyle: 'medium' }) : formatDate(value),
    /** A share in basis points as the language writes it ("5%", "5 %"). */
    percent: (basisPoints: number) =>
      formatNumber(basisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
    longDate: (value: string | number | Date) =>
      page ? intlDate(value, { dateStyle: 'long' }) : formatDate(value, 'long'),
  };
}

import { DEFAULT_LANGUAGE, isLanguage, type Language, message } from '@harambee/messages';
import { type CurrencyCode, formatMoney, moneyWithSymbol, paidAmountText } from '@harambee/rules';

/**
 * The language a mail is written in: the first of the recorded choices the catalogue has (an account's saved
 * language, then the one the person asked in), else English.
 */
export const mailLanguage = (...recorded: unknown[]): Language =>
  recorded.find(isLanguage) ?? DEFAULT_LANGUAGE;

/** A page of the site in the mail's language: English at today's paths, the others under `/fr`, `/sw`. */
export const pathInLanguage = (language: Language, path: string) =>
  language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;

/** The catalogue's mail texts in one language, and its way of writing money and dates. */
export const mailWords = (language: Language) => ({
  language,
  say: (key: Parameters<typeof message>[1], values?: Parameters<typeof message>[2]) =>
    message(language, key, values),
  /** US dollars: English as its mails always read ("$25.00"), the others in Intl's layout ("25,00 $US", "US$ 25.00"). */
  usd: (cents: number) =>
    language === 'en' ? `$${(cents / 100).toFixed(2)}` : formatMoney(cents, 'USD', language),
  /** US dollars named as such: English adds the code ("$25.00 USD"); Intl's layout names it in the others. */
  usdNamed: (cents: number) =>
    language === 'en' ? `$${(cents / 100).toFixed(2)} USD` : formatMoney(cents, 'USD', language),
  /**
   * English adds the code ("KES 1,300.00 KES", "$25.00 USD", as its mails always read); elsewhere the currency's own
   * sign in Intl's layout ("KSh 1,300.00"), as every other mail writes money paid.
   */
  money: ({ amountMinor, currency }: { amountMinor: number; currency: CurrencyCode }) =>
    language === 'en'
      ? `${formatMoney(amountMinor, currency)} ${currency}`
      : moneyWithSymbol(amountMinor, currency, language),
  /** What a donor paid or gets back: its own money and, when that is not dollars, the dollars it counts. */
  paid: (charged: { currency: CurrencyCode; amountMinor: number } | undefined, cents: number) =>
    language === 'en'
      ? paidAmountText(charged, cents)
      : !charged || charged.currency === 'USD'
        ? formatMoney(cents, 'USD', language)
        : `${moneyWithSymbol(charged.amountMinor, charged.currency, language)} (${formatMoney(cents, 'USD', language)})`,
  /** A day: English keeps the ISO date its mails always showed; the others write it as their readers do. */
  day: (iso: string) =>
    language === 'en'
      ? iso.slice(0, 10)
      : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(iso),
        ),
  /** A moment: English keeps the ISO timestamp its alerts always showed; the others write day and time (UTC). */
  moment: (iso: string) =>
    language === 'en'
      ? iso
      : new Intl.DateTimeFormat(language, {
          dateStyle: 'long',
          timeStyle: 'long',
          timeZone: 'UTC',
        }).format(new Date(iso)),
  /** A count: English writes the bare number its alerts always showed; the others group its digits. */
  count: (value: number) =>
    language === 'en' ? String(value) : new Intl.NumberFormat(language).format(value),
});
export type MailWords = ReturnType<typeof mailWords>;

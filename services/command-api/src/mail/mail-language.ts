import { DEFAULT_LANGUAGE, isLanguage, type Language, message } from '@harambee/messages';
import { type CurrencyCode, moneyWithSymbol, namedUsd, paidAmountText } from '@harambee/rules';

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
  /** US dollars as every page and the public ledger write them ("$25.00", "25,00 $US", "US$ 25.00"). */
  usd: (cents: number) => moneyWithSymbol(cents, 'USD', language),
  /** US dollars named as the printable receipt names them ("$25.00 USD", "25,00 $US"). */
  usdNamed: (cents: number) => namedUsd(cents, language),
  /** Money paid or sent in its own currency, with its own sign ("KSh 1,300.00", "1 300,00 KSh"). */
  money: ({ amountMinor, currency }: { amountMinor: number; currency: CurrencyCode }) =>
    moneyWithSymbol(amountMinor, currency, language),
  /** What a donor paid or gets back: its own money and, when that is not dollars, the dollars it counts. */
  paid: (charged: { currency: CurrencyCode; amountMinor: number } | undefined, cents: number) =>
    paidAmountText(charged, cents, language),
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
});
export type MailWords = ReturnType<typeof mailWords>;

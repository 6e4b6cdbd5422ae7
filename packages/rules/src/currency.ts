import type { Words } from '@harambee/messages';
import { DONATION_MESSAGES } from './donation';

/**
 * The currencies Harambee takes, as data: who charges cards in each, and how many minor units a major unit has (ISO
 * 4217's exponent). Who charges mobile money is the routing table's (MOBILE_MONEY_COUNTRIES).
 */

export type PaymentProviderName = 'sandbox' | 'stripe' | 'paystack' | 'btcpay' | 'flutterwave';

export const CURRENCIES = {
  USD: {
    name: 'US dollar',
    minorUnits: 2,
    symbol: '$',
    intlSign: true,
    cardProviders: ['sandbox', 'stripe', 'paystack'],
  },
  KES: {
    name: 'Kenyan shilling',
    minorUnits: 2,
    symbol: 'KSh',
    cardProviders: ['sandbox', 'stripe', 'paystack'],
  },
  GHS: {
    name: 'Ghanaian cedi',
    minorUnits: 2,
    symbol: 'GH₵',
    cardProviders: ['sandbox', 'paystack'],
  },
  ZAR: {
    name: 'South African rand',
    minorUnits: 2,
    symbol: 'R',
    cardProviders: ['sandbox', 'stripe', 'paystack'],
  },
  NGN: {
    name: 'Nigerian naira',
    minorUnits: 2,
    symbol: '₦',
    cardProviders: ['sandbox', 'stripe', 'paystack'],
  },
  GMD: {
    name: 'Gambian dalasi',
    minorUnits: 2,
    symbol: 'D',
    cardProviders: ['sandbox', 'stripe'],
  },
  /** ISO 4217 gives the CFA francs, the Ugandan shilling and the Rwandan franc no minor unit: 5 000 F is 5000. */
  XOF: {
    name: 'West African CFA franc',
    minorUnits: 0,
    symbol: 'F CFA',
    cardProviders: ['sandbox', 'stripe', 'flutterwave'],
  },
  XAF: {
    name: 'Central African CFA franc',
    minorUnits: 0,
    symbol: 'FCFA',
    cardProviders: ['sandbox', 'stripe', 'flutterwave'],
  },
  /** Two minor units in ISO 4217, though no cent is in use: M-Pesa and Mixx take whole shillings. */
  TZS: {
    name: 'Tanzanian shilling',
    minorUnits: 2,
    centsUnread: true,
    symbol: 'TSh',
    cardProviders: ['sandbox', 'stripe', 'flutterwave'],
  },
  UGX: {
    name: 'Ugandan shilling',
    minorUnits: 0,
    symbol: 'USh',
    cardProviders: ['sandbox', 'flutterwave'],
  },
  RWF: {
    name: 'Rwandan franc',
    minorUnits: 0,
    symbol: 'RF',
    cardProviders: ['sandbox', 'stripe', 'flutterwave'],
  },
} as const satisfies Record<
  string,
  {
    name: string;
    minorUnits: number;
    /** Cents that ISO 4217 counts but nobody reads: a whole amount is written without them. */
    centsUnread?: true;
    symbol: string;
    /** Intl's sign kept in every language: it names US dollars where a bare $ would not ("25,00 $US", "US$ 25.00"). */
    intlSign?: true;
    cardProviders: readonly PaymentProviderName[];
  }
>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
/** What a campaign's goal and progress are counted in, as the spec says. */
export const GOAL_CURRENCY: CurrencyCode = 'USD';

export const isCurrencyCode = (value: string): value is CurrencyCode =>
  Object.hasOwn(CURRENCIES, value);

/** Each country's money: a mobile-money wallet is charged in its country's, and a donor's country suggests theirs. */
export const COUNTRY_CURRENCIES: Record<string, CurrencyCode> = {
  KE: 'KES',
  GH: 'GHS',
  ZA: 'ZAR',
  NG: 'NGN',
  GM: 'GMD',
  US: 'USD',
  CI: 'XOF',
  SN: 'XOF',
  BF: 'XOF',
  ML: 'XOF',
  BJ: 'XOF',
  TG: 'XOF',
  CM: 'XAF',
  GA: 'XAF',
  CG: 'XAF',
  TZ: 'TZS',
  UG: 'UGX',
  RW: 'RWF',
};

/** Whether a card provider takes the currency. */
export const cardProviderTakes = (provider: PaymentProviderName, currency: CurrencyCode) =>
  (CURRENCIES[currency].cardProviders as readonly string[]).includes(provider);

export type MinorAmount = { ok: true; minor: number } | { ok: false; words: Words };

/**
 * A decimal amount typed or sent in major units ("1,240.5", "25") read as integer minor units without ever
 * passing through a float: more decimals than the currency has is refused, never rounded.
 */
export const toMinorUnits = (major: string | number, currency: CurrencyCode): MinorAmount => {
  const text = String(major).replace(/,/g, '').trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  const digits = CURRENCIES[currency].minorUnits;
  if (!match) return { ok: false, words: { key: DONATION_MESSAGES.amount } };
  const fraction = match[2] ?? '';
  const tooPrecise = {
    ok: false,
    words: { key: 'api.currency.decimals', values: { currency, digits } },
  } as const;
  if (fraction.length > digits) return tooPrecise;
  const minor = Number(match[1]! + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) ? { ok: true, minor } : tooPrecise;
};

/** A rate as a decimal string: one unit of `from` buys `value` units of `to` ("129.35" KES for 1 USD). */
export type ExchangeRate = { from: CurrencyCode; to: CurrencyCode; value: string };

const decimal = (value: string) => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match || /^0*(\.0*)?$/.test(value)) throw new RangeError(`not a positive rate: ${value}`);
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), scale: 10n ** BigInt(fraction.length) };
};

/** n / d rounded half away from zero, in integers. */
const roundedDivision = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);

/**
 * An amount in minor units of `rate.from` converted to minor units of `rate.to` (or back, with `inverse`), in integer
 * arithmetic only, rounded half up to the nearest minor unit.
 */
export const convertMinor = (amount: number, rate: ExchangeRate, inverse = false): number => {
  const { units, scale } = decimal(rate.value);
  const [from, to] = inverse ? [rate.to, rate.from] : [rate.from, rate.to];
  const shift = 10n ** BigInt(CURRENCIES[to].minorUnits);
  const unshift = 10n ** BigInt(CURRENCIES[from].minorUnits);
  const [num, den] = inverse ? [scale * shift, units * unshift] : [units * shift, scale * unshift];
  return Number(roundedDivision(BigInt(amount) * num, den));
};

/** Minor units back to the decimal text of major units ("3233.75"), by digits, never through a float. */
export const fromMinorUnits = (minor: number, currency: CurrencyCode): string => {
  const digits = CURRENCIES[currency].minorUnits;
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits ? `.${text.slice(text.length - digits)}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`;
};

/**
 * What a refund of `partCents` of a gift counted as `wholeCents` gives back of the `chargedMinor` paid: all of
 * it exactly for the whole gift, whatever today's rate, else the same share, rounded half up.
 */
export const chargedShare = (chargedMinor: number, partCents: number, wholeCents: number) =>
  partCents === wholeCents
    ? chargedMinor
    : Number(roundedDivision(BigInt(chargedMinor) * BigInt(partCents), BigInt(wholeCents)));

/** A gift as both sides count it: US cents credited toward the goal, and the minor units its network was charged. */
export type GiftMoney = { wholeCents: number; chargedMinor: number };
/** What of a gift went back so far (refunds, ours or the provider's, and disputes lost), on both sides. */
export type GivenBack = { cents: number; minor: number };

const within = (value: number, most: number) => Math.min(Math.max(value, 0), most);

/**
 * The minor units of the charge that go back with `cents` more of a gift: its share of what is still paid, so the
 * parts, ours or the provider's in any order, add up to exactly the charge once the whole gift is back.
 */
export const chargedPart = (gift: GiftMoney, before: GivenBack, cents: number) => {
  const left = gift.chargedMinor - before.minor;
  return before.cents + cents >= gift.wholeCents
    ? left
    : within(
        chargedShare(gift.chargedMinor, before.cents + cents, gift.wholeCents) - before.minor,
        left,
      );
};

/**
 * The US cents of a gift's credit that `minor` more units of its charge stand for (a provider's refund or dispute).
 * While any of the charge is still paid a cent of the credit stays with it, though the share rounds to all of it
 * (6032 of 6033 CFA francs is 999.8 cents): what is left is then still owed back on both sides.
 */
export const creditedPart = (gift: GiftMoney, before: GivenBack, minor: number) => {
  const left = gift.wholeCents - before.cents;
  if (before.minor + minor >= gift.chargedMinor) return left;
  const share = roundedDivision(
    BigInt(before.minor + minor) * BigInt(gift.wholeCents),
    BigInt(gift.chargedMinor),
  );
  return within(Number(share) - before.cents, Math.max(left - 1, 0));
};

/** The decimals an amount in major units is written with: its currency's, none for unread cents of a whole amount. */
export const shownDecimals = (major: number, currency: CurrencyCode) =>
  'centsUnread' in CURRENCIES[currency] && Number.isInteger(major)
    ? 0
    : CURRENCIES[currency].minorUnits;

/** Intl's options for an amount in major units, in its shown decimals ("TSh 20,000", "KSh 3,233.75", "$25.00"). */
export const moneyFormat = (
  major: number,
  currency: CurrencyCode,
  digits: number = shownDecimals(major, currency),
): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/**
 * The currency's own sign for Intl's: Intl's kept where it is that sign (its no-break space in F CFA) or names US
 * dollars, else ours.
 */
const signOf = (intl: string, currency: CurrencyCode) =>
  'intlSign' in CURRENCIES[currency] || intl.replace(/\s/gu, ' ') === CURRENCIES[currency].symbol
    ? intl
    : CURRENCIES[currency].symbol;

/**
 * An amount in major units for people to read, the one way every page, mail and the public ledger write money: the
 * currency's own sign ("KSh 1,300.00", "3 233,75 KSh", "GH₵385.00"; US dollars as Intl names them, "$25.00",
 * "25,00 $US"), laid out by Intl for the locale (the browser's without one), never Intl's Ksh or KES.
 */
export const majorWithSymbol = (
  major: number,
  currency: CurrencyCode,
  digits: number = shownDecimals(major, currency),
  locale?: string,
) =>
  new Intl.NumberFormat(locale, moneyFormat(major, currency, digits))
    .formatToParts(major)
    .map((part) => (part.type === 'currency' ? signOf(part.value, currency) : part.value))
    .join('');

/** An amount in minor units written as majorWithSymbol writes it ("KSh 1,300.00", "$25.00", "25,00 $US"). */
export const moneyWithSymbol = (minor: number, currency: CurrencyCode, locale = 'en') => {
  const major = Number(fromMinorUnits(minor, currency));
  return majorWithSymbol(major, currency, undefined, locale);
};

/**
 * US dollars named as such where a bare $ could be another dollar (a receipt's amount, a checkout's expected one):
 * English adds the code ("$8.29 USD"); Intl's sign already names them in the others ("8,29 $US", "US$ 8.29").
 */
export const namedUsd = (cents: number, locale: string) =>
  locale === 'en'
    ? `${moneyWithSymbol(cents, 'USD', locale)} USD`
    : moneyWithSymbol(cents, 'USD', locale);

/**
 * An amount a provider named in a currency given as text, ours or not ('usd', 'EUR'): ours as moneyWithSymbol writes
 * it, another with its code as Intl lays it out, in that currency's minor units.
 */
export const namedMoneyText = (minor: number, currency: string, locale = 'en') => {
  const code = currency.toUpperCase();
  if (isCurrencyCode(code)) return moneyWithSymbol(minor, code, locale);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
};

/** What a donor paid or gets back, in its own money and, when that is not dollars, what it counts in US dollars. */
export const paidAmountText = (
  charged: { currency: CurrencyCode; amountMinor: number } | undefined,
  cents: number,
  locale = 'en',
) =>
  !charged || charged.currency === 'USD'
    ? moneyWithSymbol(cents, 'USD', locale)
    : `${moneyWithSymbol(charged.amountMinor, charged.currency, locale)} (${moneyWithSymbol(cents, 'USD', locale)})`;

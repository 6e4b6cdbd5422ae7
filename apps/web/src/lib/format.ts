/*
 * Written out instead of built on Intl: the first Intl formatter a page makes loads the locale's data, a blocking
 * pause of tens of milliseconds on a cheap phone, right while the page hydrates. The outputs equal en-US Intl's
 * (format.unit.spec.ts holds them to it).
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `size` rounded half away from zero at `digits` decimals, as a whole number of those; like Intl, it rounds the number as written (1.005 → 1.01). */
const roundedUnits = (size: number, digits: number) => {
  const written = String(size);
  return written.includes('e')
    ? Math.round(size * 10 ** digits)
    : Math.round(Number(`${written}e${digits}`));
};

/** Money in USD, as en-US writes it ('$1,250', '-$3.50'); no decimals unless asked (the dashboard total uses 2). */
export function formatUsd(amount: number, fractionDigits = 0): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const units = String(roundedUnits(Math.abs(value), fractionDigits)).padStart(
    fractionDigits + 1,
    '0',
  );
  const whole = units.slice(0, units.length - fractionDigits);
  const fraction = units.slice(units.length - fractionDigits);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}$${withThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** The browser's time zone, or UTC while a page the server rendered is hydrated (see useDisplayTime). */
export type DisplayZone = 'UTC' | undefined;

const partsOf = (date: Date, timeZone: DisplayZone) =>
  timeZone === 'UTC'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };

/** 'Nov 23, 2026', or 'November 23, 2026' in the long style; '' for what is not a date. */
export function formatDate(
  value: string | number | Date,
  style: 'short' | 'long' = 'short',
  timeZone?: DisplayZone,
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = partsOf(date, timeZone);
  const name = MONTHS[month]!;
  return `${style === 'long' ? name : name.slice(0, 3)} ${day}, ${year}`;
}

export const formatYear = (date: Date, timeZone?: DisplayZone) =>
  String(partsOf(date, timeZone).year);

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

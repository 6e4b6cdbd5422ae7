const usd = new Map<number, Intl.NumberFormat>();

/** Money in USD; no decimals unless asked (the dashboard total uses 2). */
export function formatUsd(amount: number, fractionDigits = 0): string {
  let formatter = usd.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    usd.set(fractionDigits, formatter);
  }
  return formatter.format(Number.isFinite(amount) ? amount : 0);
}

/** A date in the browser's time zone unless one is named (see useDisplayTime). */
export function formatDate(
  value: string | number | Date,
  style: 'short' | 'long' = 'short',
  timeZone?: string,
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    day: 'numeric',
    timeZone,
  });
}

export const formatYear = (date: Date, timeZone?: string) =>
  date.toLocaleDateString('en-US', { year: 'numeric', timeZone });

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

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

export function formatDate(value: string | number | Date, style: 'short' | 'long' = 'short'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    day: 'numeric',
  });
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

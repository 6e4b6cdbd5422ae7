import { formatDate, formatUsd, formatYear } from './format';

const intlUsd = (amount: number, digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);

const intlDate = (date: Date, style: 'short' | 'long', timeZone?: string) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: style, day: 'numeric', timeZone });

describe('formatUsd', () => {
  const amounts = [
    0, 1, 5, 9.5, 10.5, 99.99, 999, 1000, 1234.5, 25_000, 999_999.995, 1_000_000, 123_456_789.126,
    0.004, 0.005, 1.005, 2.675, -0.4, -1, -3.5, -1234.567, -0,
  ];

  it.each(amounts)('writes %p as en-US Intl does, with 0 and 2 decimals', (amount) => {
    expect(formatUsd(amount)).toBe(intlUsd(amount, 0));
    expect(formatUsd(amount, 2)).toBe(intlUsd(amount, 2));
  });

  it('writes what is not a number as $0', () => {
    expect(formatUsd(Number.NaN)).toBe('$0');
    expect(formatUsd(Number.POSITIVE_INFINITY, 2)).toBe('$0.00');
  });
});

describe('formatDate', () => {
  const dates = Array.from(
    { length: 12 },
    (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, 23, 30)),
  );

  it.each(dates)('writes %p as en-US Intl does, in UTC and in the local zone', (date) => {
    for (const style of ['short', 'long'] as const) {
      expect(formatDate(date, style, 'UTC')).toBe(intlDate(date, style, 'UTC'));
      expect(formatDate(date.toISOString(), style)).toBe(intlDate(date, style));
    }
  });

  it('writes nothing for what is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('reads the year in the zone asked for', () => {
    const newYearsEveUtc = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(formatYear(newYearsEveUtc, 'UTC')).toBe('2026');
    expect(formatYear(newYearsEveUtc)).toBe(
      newYearsEveUtc.toLocaleDateString('en-US', { year: 'numeric' }),
    );
  });
});

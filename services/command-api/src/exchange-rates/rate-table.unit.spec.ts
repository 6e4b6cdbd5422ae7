import { quoteFrom, type RateTable } from './rate-table';

const table: RateTable = {
  source: 'rates.example',
  asOf: new Date('2026-11-25T06:00:00Z'),
  rates: { KES: '129.35' },
};
const DAY = 24 * 3_600_000;

describe('quoting a rate for a checkout', () => {
  it('when the table has a fresh rate, then the quote names it with its source and time', () => {
    expect(quoteFrom(table, 'KES', new Date('2026-11-25T12:00:00Z'), DAY)).toEqual({
      ok: true,
      rate: { from: 'USD', to: 'KES', value: '129.35' },
      asOf: table.asOf,
      source: 'rates.example',
    });
  });

  it('when the rate is older than the allowed age, then the checkout is refused rather than charged on it', () => {
    expect(quoteFrom(table, 'KES', new Date('2026-11-26T06:00:01Z'), DAY)).toEqual({
      ok: false,
      words: { key: 'api.rate.stale', values: { currency: 'KES' } },
    });
  });

  it('when no age applies (the embedded default), then an old table still quotes', () => {
    expect(quoteFrom(table, 'KES', new Date('2027-01-01T00:00:00Z'), undefined).ok).toBe(true);
  });

  it('when the table has no rate for the currency, then the quote is refused with a clear message', () => {
    expect(quoteFrom(table, 'GHS', new Date('2026-11-25T12:00:00Z'), DAY)).toEqual({
      ok: false,
      words: { key: 'api.rate.missing', values: { currency: 'GHS' } },
    });
  });

  it('when the currency is the goal currency, then the rate is one, whatever the table', () => {
    const quote = quoteFrom({ ...table, rates: {} }, 'USD', new Date('2026-11-25T12:00:00Z'), DAY);
    expect(quote.ok && quote.rate.value).toBe('1');
  });
});

import { currencyForCountry, quoteGift } from './currency';

const rates = {
  base: 'USD' as const,
  rates: { KES: '129.20' },
  asOf: '2026-11-01T00:00:00.000Z',
  source: 'demo rates',
};

describe('the donor’s currency on the donate page', () => {
  it('when a mobile-money country is chosen, then its currency follows; none keeps the choice', () => {
    expect(currencyForCountry('GH', 'USD')).toBe('GHS');
    expect(currencyForCountry('', 'ZAR')).toBe('ZAR');
  });

  it('when shillings are typed, then the US cents the campaign counts come at the quoted rate, in integers', () => {
    expect(quoteGift('3230', 'KES', rates)).toEqual({
      creditedCents: 2500,
      rate: { value: '129.20', asOf: rates.asOf, source: 'demo rates' },
    });
    expect(quoteGift('3230', 'GHS', rates)).toBeUndefined();
    expect(quoteGift('10.005', 'KES', rates)).toBeUndefined();
  });
});

import { approximately, localeCurrency, publishedRate } from './money';

const rates = { base: 'USD' as const, rates: { KES: '129.20' }, asOf: null, source: 'demo rates' };

describe('raised amounts in the visitor’s currency', () => {
  it('when a Kenyan visitor sees $1,240 raised, then it reads about 160,208 shillings at the quoted rate', () => {
    expect(localeCurrency('en-KE')).toBe('KES');
    expect(approximately(1240, 'KES', rates)).toMatch(/160,208/);
  });

  it('when the page is in French, then the amount is written the French way', () => {
    expect(approximately(1240, 'KES', rates, 'fr')).toMatch(/160\s208/);
  });

  it('when the visitor counts in dollars, or there is no rate, then nothing more is shown', () => {
    expect(approximately(1240, 'USD', rates)).toBeUndefined();
    expect(approximately(1240, 'GHS', rates)).toBeUndefined();
  });
});

describe('a published exchange rate', () => {
  it('when the page is in English, then the rate reads exactly as published', () => {
    expect(publishedRate('129.20')).toBe('129.20');
    expect(publishedRate('3700')).toBe('3700');
  });

  it('when the page is in French or Swahili, then the rate is written their way, every published decimal kept', () => {
    expect(publishedRate('129.20', 'fr')).toBe('129,20');
    expect(publishedRate('3700.5', 'fr')).toBe('3700,5');
    expect(publishedRate('0.92345678', 'sw')).toBe('0.92345678');
  });
});

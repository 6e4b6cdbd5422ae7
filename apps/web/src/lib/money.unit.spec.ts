import { approximately, localeCurrency } from './money';

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

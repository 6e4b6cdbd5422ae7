import { COUNTRIES } from './campaign';
import { countryNamesIn } from './mobile-money';

describe('our countries in the page language', () => {
  it('English keeps the names the rules use; Swahili and French name each country their own way', () => {
    expect(COUNTRIES.map(countryNamesIn('en'))).toEqual([...COUNTRIES]);
    expect(countryNamesIn('sw')('South Africa')).toBe('Afrika Kusini');
    expect(countryNamesIn('fr')('South Africa')).toBe('Afrique du Sud');
    expect(COUNTRIES.map(countryNamesIn('sw')).every((name) => name.length > 0)).toBe(true);
  });
});

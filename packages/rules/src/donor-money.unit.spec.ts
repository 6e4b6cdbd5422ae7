import { COUNTRY_CURRENCIES, CURRENCY_CODES } from './currency';
import { cookieValue, donorMoneyChoice } from './donor-money';

describe('the currency and country the donate form starts with', () => {
  it.each([
    ['sw-KE,sw;q=0.9,en;q=0.8', { currency: 'KES', country: 'KE' }],
    ['en-GH,en;q=0.9', { currency: 'GHS', country: 'GH' }],
    ['en-ZA', { currency: 'ZAR', country: 'ZA' }],
    ['en-NG,en;q=0.5', { currency: 'NGN', country: '' }],
    ['sw', { currency: 'KES', country: 'KE' }],
    ['en-US,en;q=0.9', { currency: 'USD', country: '' }],
    ['fr-FR,fr;q=0.9', { currency: 'USD', country: '' }],
    ['fr-CI,fr;q=0.9', { currency: 'XOF', country: 'CI' }],
    ['fr-SN', { currency: 'XOF', country: 'SN' }],
    ['fr-CM', { currency: 'XAF', country: 'CM' }],
    ['sw-TZ,sw;q=0.9', { currency: 'TZS', country: 'TZ' }],
  ])('when the browser asks for %s, then the form starts in %o', (acceptLanguage, expected) => {
    expect(donorMoneyChoice({ acceptLanguage })).toEqual(expected);
  });

  it('when the browser’s languages are weighted, then the most wanted one that names a country we take decides', () => {
    expect(donorMoneyChoice({ acceptLanguage: 'en-GH;q=0.5,sw-KE;q=0.9' }).currency).toBe('KES');
    expect(donorMoneyChoice({ acceptLanguage: 'fr-FR,fr;q=0.9,en-GH;q=0.8' }).currency).toBe('GHS');
    expect(donorMoneyChoice({ acceptLanguage: 'sw;q=0,en-ZA' }).currency).toBe('ZAR');
  });

  it('when the browser names no country we take, then the page’s language decides (Swahili pages: shillings)', () => {
    expect(donorMoneyChoice({ acceptLanguage: 'fr-FR,fr', pageLanguage: 'sw' })).toEqual({
      currency: 'KES',
      country: 'KE',
    });
    expect(donorMoneyChoice({ pageLanguage: 'fr' })).toEqual({ currency: 'USD', country: '' });
    expect(donorMoneyChoice({})).toEqual({ currency: 'USD', country: '' });
  });

  it('when the donor picked a currency before, then that choice wins over the browser and the page', () => {
    expect(
      donorMoneyChoice({ remembered: 'GHS', acceptLanguage: 'sw-KE', pageLanguage: 'sw' }),
    ).toEqual({ currency: 'GHS', country: 'GH' });
    expect(donorMoneyChoice({ remembered: 'USD', acceptLanguage: 'sw-KE' })).toEqual({
      currency: 'USD',
      country: '',
    });
  });

  it('when the remembered or asked-for money is one we do not take, then it is not chosen', () => {
    expect(donorMoneyChoice({ remembered: 'EUR', acceptLanguage: 'sw-KE' }).currency).toBe('KES');
    expect(donorMoneyChoice({ remembered: 'toString', acceptLanguage: 'de-DE' }).currency).toBe(
      'USD',
    );
    expect(donorMoneyChoice({ acceptLanguage: '*, xx-YY, -' }).currency).toBe('USD');
  });

  it.each(CURRENCY_CODES)(
    'when %s is chosen, then the country, if any, is one whose wallets are charged in it',
    (currency) => {
      const { country } = donorMoneyChoice({ remembered: currency });
      if (country) expect(COUNTRY_CURRENCIES[country]).toBe(currency);
      else expect(['USD', 'NGN']).toContain(currency);
    },
  );

  it('when a Cookie header is read, then the named cookie’s value is found among others', () => {
    expect(cookieValue('lang=sw; currency=KES; other=1', 'currency')).toBe('KES');
    expect(cookieValue('mycurrency=GHS', 'currency')).toBeUndefined();
    expect(cookieValue(undefined, 'currency')).toBeUndefined();
  });
});

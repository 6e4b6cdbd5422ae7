import { mobileMoneyPlaces } from './mobile-money-places';

describe('where mobile money is taken, as the pages list it', () => {
  it('when Flutterwave takes gifts, then Côte d’Ivoire, Senegal and Tanzania are listed with their networks, and countries it pays out to only are not', () => {
    const places = mobileMoneyPlaces(['flutterwave'], 'en');
    expect(places).toContainEqual({
      code: 'CI',
      country: "Côte d'Ivoire",
      networks: ['Orange Money', 'MTN MoMo', 'Moov Money', 'Wave'],
    });
    expect(places).toContainEqual({
      code: 'TZ',
      country: 'Tanzania',
      networks: ['M-Pesa (Vodacom)', 'Airtel Money', 'Mixx by Yas'],
    });
    expect(places.map((place) => place.code)).not.toContain('ML');
    // Airtel in Kenya is Paystack's only.
    expect(places.find((place) => place.code === 'KE')?.networks).toEqual(['M-PESA']);
  });

  it('when Paystack takes gifts, then only Kenya and Ghana are listed', () => {
    expect(mobileMoneyPlaces(['paystack'], 'en').map((place) => place.code)).toEqual(['KE', 'GH']);
  });

  it('when the page is French or Swahili, then the countries are named in it and the networks keep their names', () => {
    const french = mobileMoneyPlaces(['flutterwave'], 'fr');
    expect(french.find((place) => place.code === 'SN')).toEqual({
      code: 'SN',
      country: 'Sénégal',
      networks: ['Orange Money', 'Wave'],
    });
    expect(
      mobileMoneyPlaces(['flutterwave'], 'sw').find((place) => place.code === 'TZ')?.country,
    ).toBe('Tanzania');
    expect(
      mobileMoneyPlaces(['flutterwave'], 'sw').find((place) => place.code === 'CM')?.country,
    ).toBe('Kameruni');
  });

  it('when no provider is configured, then nothing is listed', () => {
    expect(mobileMoneyPlaces([], 'en')).toEqual([]);
  });
});

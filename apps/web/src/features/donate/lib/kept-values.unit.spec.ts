import { keptValues } from './kept-values';

describe('the values a refused plain form post carries back to the donate form', () => {
  it('when the server kept what was typed, then the form starts from those values', () => {
    const search = new URLSearchParams({
      amount: '0.50',
      donorName: 'Moraa Kerubo',
      keepPosted: 'on',
      paymentMethod: 'mobileMoney',
      country: 'KE',
      mobileProvider: 'mpesa',
      phone: '0712 345 678',
    });
    expect(keptValues(search)).toEqual({
      amount: '0.50',
      donorName: 'Moraa Kerubo',
      keepPosted: true,
      paymentMethod: 'mobileMoney',
      country: 'KE',
      mobileProvider: 'mpesa',
      phone: '0712 345 678',
    });
  });

  it('when the address names no field or an unknown payment method, then nothing is taken from it', () => {
    expect(
      keptValues(new URLSearchParams({ paymentMethod: 'cheque', utm_source: 'mail' })),
    ).toEqual({});
  });
});

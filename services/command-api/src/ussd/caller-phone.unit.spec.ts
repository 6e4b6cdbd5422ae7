import { callerPhone, languageOfCountry } from './caller-phone';

describe("the caller's phone", () => {
  it('when a Kenyan number calls from Safaricom or Airtel, then it gives in shillings from M-PESA or Airtel Money', () => {
    expect(callerPhone('+254712345678', '63902', 'sandbox')).toEqual({
      e164: '+254712345678',
      country: 'KE',
      mobileProvider: 'mpesa',
      facts: { currency: 'KES', wallet: 'M-PESA' },
    });
    expect(callerPhone('254733000111', '63903', 'sandbox')).toMatchObject({
      mobileProvider: 'airtel',
      facts: { wallet: 'Airtel Money' },
    });
    expect(callerPhone('+254712345678', '99999', 'sandbox')).toMatchObject({
      mobileProvider: 'mpesa',
    });
  });

  it('when a number is from a country we take no mobile money from, or is no number, then it cannot give', () => {
    expect(callerPhone('+4915112345678', '26201', 'sandbox')).toBeUndefined();
    expect(callerPhone('+2547', '63902', 'sandbox')).toBeUndefined();
  });

  it('when the menu picks a language, then Swahili for KE, TZ and UG, French for francophone countries, else English', () => {
    expect(['KE', 'TZ', 'UG', 'SN', 'CM', 'GH', undefined].map(languageOfCountry)).toEqual([
      'sw',
      'sw',
      'sw',
      'fr',
      'fr',
      'en',
      'en',
    ]);
  });
});

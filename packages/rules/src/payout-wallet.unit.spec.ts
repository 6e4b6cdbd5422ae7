import { say } from '@harambee/messages';
import {
  PROVIDERS_BY_COUNTRY,
  PROVIDER_RULES,
  WALLET_PROVIDERS,
  maskAccountNumber,
  providersFor,
  walletIsNew,
  walletRefusal,
} from './payout-wallet';

/** The refusal in English, as the spec words it. */
const walletProblem = (country: string, provider: string, number: string) => {
  const words = walletRefusal(country, provider, number);
  return words && say('en', words);
};

const { Kenya, Ghana, Gambia } = PROVIDERS_BY_COUNTRY;
const COUNTRIES_OF_THE_SPEC = {
  'South Africa': PROVIDERS_BY_COUNTRY['South Africa'],
  Kenya,
  Ghana,
  Gambia,
};

describe('payout wallet rules', () => {
  it('offers each campaign country the providers of the spec', () => {
    expect(PROVIDERS_BY_COUNTRY).toMatchObject({
      'South Africa': ['tymebank', 'paypal'],
      Kenya: ['mpesa', 'airtel', 'paypal'],
      Ghana: ['momo', 'airtel', 'zeepay', 'paypal'],
      Gambia: ['momo', 'airtel', 'paypal'],
    });
  });

  it('when a country is chosen, then only its providers are offered', () => {
    expect(providersFor('South Africa')).toEqual(['tymebank', 'paypal']);
    expect(providersFor('Kenya')).toEqual(['mpesa', 'airtel', 'paypal']);
    expect(providersFor('Ghana')).toEqual(['momo', 'airtel', 'zeepay', 'paypal']);
    expect(providersFor('Gambia')).toEqual(['momo', 'airtel', 'paypal']);
    expect(providersFor('Nigeria')).toEqual([]);
  });

  it('when every campaign country is listed, then each offers PayPal', () => {
    Object.values(COUNTRIES_OF_THE_SPEC).forEach((providers) =>
      expect(providers).toContain('paypal'),
    );
  });

  it.each(WALLET_PROVIDERS)(
    'when %s shows its example number, then the example is one it accepts',
    (provider) => {
      expect(PROVIDER_RULES[provider].pattern.test(PROVIDER_RULES[provider].example)).toBe(true);
    },
  );

  it.each([
    ['Ghana', 'momo', '0241234567'],
    ['Ghana', 'momo', '024 123 4567'],
    ['Gambia', 'airtel', '0712345678'],
    ['Ghana', 'zeepay', '0551234567'],
    ['Ghana', 'zeepay', '0201234567'],
    ['Kenya', 'mpesa', '+254712345678'],
    ['Kenya', 'mpesa', '0712345678'],
    ['Kenya', 'mpesa', '0112345678'],
    ['Kenya', 'mpesa', '0112 345 678'],
    ['Kenya', 'paypal', '+254712345678'],
    ['South Africa', 'paypal', '0821234567'],
    ['South Africa', 'tymebank', '1234567890'],
  ])('when %s %s gets %s, then it is accepted', (country, provider, number) => {
    expect(walletProblem(country, provider, number)).toBeUndefined();
  });

  it.each([
    [
      'Ghana',
      'momo',
      '1241234567',
      'MTN Money number must be 10 digits starting with 0 (e.g. 0241234567)',
    ],
    [
      'Ghana',
      'momo',
      '024123456',
      'MTN Money number must be 10 digits starting with 0 (e.g. 0241234567)',
    ],
    [
      'Kenya',
      'airtel',
      '071234567',
      'Airtel Money number must be 10 digits starting with 0 (e.g. 0241234567)',
    ],
    [
      'Kenya',
      'airtel',
      '07123456789',
      'Airtel Money number must be 10 digits starting with 0 (e.g. 0241234567)',
    ],
    [
      'Ghana',
      'zeepay',
      '02012345678',
      'ZeePay number must be 10 digits starting with 0 (e.g. 0241234567)',
    ],
    [
      'Ghana',
      'zeepay',
      '+233241234567',
      'ZeePay number must be 10 digits starting with 0 (e.g. 0241234567)',
    ],
    ['Kenya', 'mpesa', '0812345678', 'M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX'],
    [
      'Kenya',
      'mpesa',
      '+25471234567',
      'M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX',
    ],
    [
      'Kenya',
      'mpesa',
      '+25571234567',
      'M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX',
    ],
    [
      'Kenya',
      'paypal',
      '123456789',
      'PayPal number must be 10 to 15 digits, optionally starting with +',
    ],
    [
      'Kenya',
      'paypal',
      '1234567890123456',
      'PayPal number must be 10 to 15 digits, optionally starting with +',
    ],
    ['South Africa', 'tymebank', '123456789', 'TymeBank account number must be exactly 10 digits'],
    ['South Africa', 'tymebank', '+123456789', 'TymeBank account number must be exactly 10 digits'],
    ['Kenya', 'momo', '0241234567', 'MTN Money is not available in Kenya'],
    ['South Africa', 'mpesa', '0712345678', 'M-PESA is not available in South Africa'],
    ['Kenya', 'venmo', '0712345678', 'Validation pattern not found for this provider.'],
    ['Kenya', '', '0712345678', 'Please select a provider'],
    ['Kenya', 'mpesa', '  ', 'Please enter your account number'],
    ['', 'mpesa', '0712345678', 'Please select your country'],
    ['Nigeria', 'paypal', '0712345678', 'Please select your country'],
  ])('when %s %j gets %j, then it says %j', (country, provider, number, message) => {
    expect(walletProblem(country, provider, number)).toBe(message);
  });

  it('when an account number is shown, then only its last 4 characters are visible', () => {
    expect(maskAccountNumber('0712345678')).toBe('******5678');
    expect(maskAccountNumber('+254712345678')).toBe('*********5678');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

describe('new payout wallets', () => {
  const linkedAt = '2026-12-01T09:00:00.000Z';
  it('when a wallet was linked less than 48 hours ago, then it is new; from 48 hours on, it is not', () => {
    expect(walletIsNew(linkedAt, new Date('2026-12-01T09:00:00.000Z'))).toBe(true);
    expect(walletIsNew(linkedAt, new Date('2026-12-03T08:59:59.999Z'))).toBe(true);
    expect(walletIsNew(linkedAt, new Date('2026-12-03T09:00:00.000Z'))).toBe(false);
  });
});

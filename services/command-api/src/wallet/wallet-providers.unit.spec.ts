import { countries, walletProviders } from '@harambee/events';
import {
  PROVIDERS_BY_COUNTRY,
  PROVIDER_RULES,
  WALLET_COUNTRIES,
  WALLET_MESSAGES,
  WALLET_PROVIDERS,
  maskAccountNumber,
  walletProblem,
} from './wallet-providers';

describe('wallet providers', () => {
  it('offers the same countries and provider codes as the event catalogue', () => {
    expect([...WALLET_COUNTRIES].sort()).toEqual([...countries].sort());
    expect([...WALLET_PROVIDERS].sort()).toEqual([...walletProviders].sort());
  });

  it('offers each country the providers of the spec', () => {
    expect(PROVIDERS_BY_COUNTRY).toEqual({
      'South Africa': ['tymebank', 'paypal'],
      Kenya: ['mpesa', 'airtel', 'paypal'],
      Ghana: ['momo', 'airtel', 'zeepay', 'paypal'],
      Gambia: ['momo', 'airtel', 'paypal'],
    });
  });

  const accepted: [string, string, string][] = [
    ['Ghana', 'momo', '0241234567'],
    ['Gambia', 'airtel', '0712345678'],
    ['Ghana', 'zeepay', '0551234567'],
    ['Kenya', 'mpesa', '+254712345678'],
    ['Kenya', 'mpesa', '0712345678'],
    ['Kenya', 'mpesa', '0112345678'],
    ['Kenya', 'paypal', '+254712345678'],
    ['South Africa', 'paypal', '0821234567'],
    ['South Africa', 'tymebank', '1234567890'],
    ['Ghana', 'momo', '024 123 4567'],
  ];
  it.each(accepted)('when %s %s gets %s, then it is accepted', (country, provider, number) => {
    expect(walletProblem(country, provider, number)).toBeUndefined();
  });

  const refused: [string, string, string, string][] = [
    ['Ghana', 'momo', '1241234567', PROVIDER_RULES.momo.message],
    ['Ghana', 'momo', '024123456', PROVIDER_RULES.momo.message],
    ['Kenya', 'airtel', '07123456789', PROVIDER_RULES.airtel.message],
    ['Ghana', 'zeepay', '+233241234567', PROVIDER_RULES.zeepay.message],
    ['Kenya', 'mpesa', '0812345678', 'M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX'],
    ['Kenya', 'mpesa', '+25571234567', 'M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX'],
    ['Kenya', 'paypal', '123456789', PROVIDER_RULES.paypal.message],
    ['Kenya', 'paypal', '1234567890123456', PROVIDER_RULES.paypal.message],
    ['South Africa', 'tymebank', '123456789', PROVIDER_RULES.tymebank.message],
    ['South Africa', 'tymebank', '+123456789', PROVIDER_RULES.tymebank.message],
    ['Kenya', 'momo', '0241234567', 'MTN Money is not available in Kenya'],
    ['South Africa', 'mpesa', '0712345678', 'M-PESA is not available in South Africa'],
    ['Nigeria', 'paypal', '0712345678', WALLET_MESSAGES.country],
    ['Kenya', '', '0712345678', WALLET_MESSAGES.provider],
    ['Kenya', 'venmo', '0712345678', WALLET_MESSAGES.unknownProvider],
    ['Kenya', 'mpesa', '  ', WALLET_MESSAGES.accountNumber],
  ];
  it.each(refused)('when %s %s gets %s, then it says %s', (country, provider, number, message) => {
    expect(walletProblem(country, provider, number)).toBe(message);
  });

  it('masks all but the last 4 characters', () => {
    expect(maskAccountNumber('+254712345678')).toBe('*********5678');
    expect(maskAccountNumber('123')).toBe('123');
  });
});

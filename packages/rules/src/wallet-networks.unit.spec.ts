import { say } from '@harambee/messages';
import { MOBILE_MONEY_COUNTRIES } from './mobile-money';
import { walletCurrencyOf } from './payout-currency';
import { providersFor, walletRefusal } from './payout-wallet';
import {
  WALLET_NETWORKS,
  WALLET_PHONE_COUNTRIES,
  walletNumberShape,
  walletPhone,
} from './wallet-networks';

/** The refusal in English, as the spec words it. */
const walletProblem = (country: string, provider: string, number: string) => {
  const words = walletRefusal(country, provider, number);
  return words && say('en', words);
};

describe('payout wallets in the routing table’s countries', () => {
  it('offers each country the networks some provider pays out to, and no country without one', () => {
    expect(WALLET_NETWORKS).toEqual({
      "Côte d'Ivoire": ['orange', 'momo', 'moov', 'wave'],
      Senegal: ['orange', 'wave'],
      Cameroon: ['momo', 'orange'],
      Tanzania: ['vodacom', 'airtel', 'mixx'],
      Uganda: ['momo', 'airtel'],
      Rwanda: ['momo'],
    });
    expect(providersFor('Gabon')).toEqual([]);
    expect(providersFor('Mali')).toEqual([]);
    expect(providersFor('Burkina Faso')).toEqual([]);
    expect(WALLET_PHONE_COUNTRIES).not.toContain(MOBILE_MONEY_COUNTRIES.CG.name);
  });

  it.each([
    ["Côte d'Ivoire", 'orange', '07 12 34 56 78', '+2250712345678'],
    ["Côte d'Ivoire", 'wave', '+225 0512345678', '+2250512345678'],
    ["Côte d'Ivoire", 'moov', '002250112345678', '+2250112345678'],
    ['Senegal', 'wave', '77 123 45 67', '+221771234567'],
    ['Senegal', 'orange', '+221781234567', '+221781234567'],
    ['Cameroon', 'momo', '6 71 23 45 67', '+237671234567'],
    ['Cameroon', 'orange', '+237 691 23 45 67', '+237691234567'],
    ['Tanzania', 'vodacom', '0754 123 456', '+255754123456'],
    ['Tanzania', 'mixx', '+255714123456', '+255714123456'],
    ['Uganda', 'airtel', '0701234567', '+256701234567'],
    ['Rwanda', 'momo', '0781234567', '+250781234567'],
  ])('when %s %s gets %s, then it is accepted as %s', (country, provider, number, e164) => {
    expect(walletProblem(country, provider, number)).toBeUndefined();
    expect(walletPhone(country, number)).toBe(e164);
  });

  it.each([
    [
      "Côte d'Ivoire",
      'orange',
      '7123456789',
      "A Côte d'Ivoire mobile number is +225 and 10 digits.",
    ],
    [
      "Côte d'Ivoire",
      'wave',
      '+22507123456',
      "A Côte d'Ivoire mobile number is +225 and 10 digits.",
    ],
    ['Senegal', 'wave', '+225771234567', 'A Senegal mobile number is +221 and 9 digits.'],
    ['Senegal', 'orange', '077123456', 'A Senegal mobile number is +221 and 9 digits.'],
    [
      'Tanzania',
      'vodacom',
      '+254712345678',
      'A Tanzania mobile number is +255 and 9 digits, or 0 and those 9 digits.',
    ],
    [
      'Uganda',
      'airtel',
      '070123456',
      'A Uganda mobile number is +256 and 9 digits, or 0 and those 9 digits.',
    ],
    ['Senegal', 'moov', '771234567', 'Moov Money is not available in Senegal'],
    ['Rwanda', 'airtel', '0731234567', 'Airtel Money is not available in Rwanda'],
    ['Tanzania', 'mpesa', '0754123456', 'M-PESA is not available in Tanzania'],
  ])('when %s %s gets %s, then it says %j', (country, provider, number, message) => {
    expect(walletProblem(country, provider, number)).toBe(message);
  });

  it('when a wallet’s example number is shown, then its network accepts it', () => {
    for (const country of WALLET_PHONE_COUNTRIES)
      for (const provider of WALLET_NETWORKS[country])
        expect(
          walletProblem(country, provider, walletNumberShape(country)!.example),
        ).toBeUndefined();
  });

  it.each([
    ["Côte d'Ivoire", 'wave', 'XOF'],
    ['Senegal', 'orange', 'XOF'],
    ['Cameroon', 'momo', 'XAF'],
    ['Tanzania', 'vodacom', 'TZS'],
    ['Uganda', 'airtel', 'UGX'],
    ['Rwanda', 'momo', 'RWF'],
    ['Ghana', 'zeepay', 'USD'],
    ['Kenya', 'mpesa', 'KES'],
  ] as const)(
    'when a %s %s wallet is paid, then it is paid in %s',
    (country, provider, currency) => {
      expect(walletCurrencyOf(country, provider)).toBe(currency);
    },
  );
});

describe('wallets of the campaign countries', () => {
  it('keep their own rules and hints: no routing-table shape for Kenya or Ghana', () => {
    expect(walletNumberShape('Kenya')).toBeUndefined();
    expect(walletNumberShape('Ghana')).toBeUndefined();
    expect(walletPhone('Kenya', '0712345678')).toBe('+254712345678');
  });
});

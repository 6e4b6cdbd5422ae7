import { say } from '@harambee/messages';
import {
  checkMobileMoney,
  countriesOffered,
  MOBILE_MONEY_PROVIDER_LABELS,
  mobileMoneyCurrency,
  mobileMoneyProvidersIn,
  networksOffered,
  normaliseMobileMoneyPhone,
  payoutProviderFor,
  providerChargingGift,
} from './mobile-money';

describe('mobile-money phone rules', () => {
  it.each([
    ['0712 345 678', 'KE', '+254712345678'],
    ['+254 712 345 678', 'KE', '+254712345678'],
    ['254712345678', 'KE', '+254712345678'],
    ['00254-712-345-678', 'KE', '+254712345678'],
    ['0112345678', 'KE', '+254112345678'],
    ['024 123 4567', 'GH', '+233241234567'],
    ['+233 (24) 123 4567', 'GH', '+233241234567'],
    ['083 123 4567', 'ZA', '+27831234567'],
    ['+27831234567', 'ZA', '+27831234567'],
    ['777 1234', 'GM', '+2207771234'],
    ['+220 777 1234', 'GM', '+2207771234'],
    ['07 12 34 56 78', 'CI', '+2250712345678'],
    ['+225 01 02 03 04 05', 'CI', '+2250102030405'],
    ['77 123 45 67', 'SN', '+221771234567'],
    ['+226 70 12 34 56', 'BF', '+22670123456'],
    ['70 12 34 56', 'ML', '+22370123456'],
    ['01 97 12 34 56', 'BJ', '+2290197123456'],
    ['90 12 34 56', 'TG', '+22890123456'],
    ['671 23 45 67', 'CM', '+237671234567'],
    ['66 12 34 56', 'GA', '+24166123456'],
    ['06 612 3456', 'CG', '+242066123456'],
    ['0754 123 456', 'TZ', '+255754123456'],
    ['+256 772 123 456', 'UG', '+256772123456'],
    ['078 812 3456', 'RW', '+250788123456'],
  ])('when %j is typed for %s, then it becomes %s', (typed, country, e164) => {
    expect(normaliseMobileMoneyPhone(typed, country)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['071234567', 'KE', 'A Kenya mobile number is +254 and 9 digits, or 0 and those 9 digits.'],
    ['07123456789', 'KE', 'A Kenya mobile number is +254 and 9 digits, or 0 and those 9 digits.'],
    ['+255712345678', 'KE', 'A Kenya mobile number is +254 and 9 digits, or 0 and those 9 digits.'],
    ['0012345678', 'KE', 'A Kenya mobile number is +254 and 9 digits, or 0 and those 9 digits.'],
    ['07a2345678', 'KE', 'A Kenya mobile number is +254 and 9 digits, or 0 and those 9 digits.'],
    ['02412345', 'GH', 'A Ghana mobile number is +233 and 9 digits, or 0 and those 9 digits.'],
    ['0831234567', 'GM', 'A Gambia mobile number is +220 and 7 digits.'],
    ['07771234', 'GM', 'A Gambia mobile number is +220 and 7 digits.'],
    ['7 12 34 56 78', 'CI', "A Côte d'Ivoire mobile number is +225 and 10 digits."],
    ['+225 07 12 34 56 7', 'CI', "A Côte d'Ivoire mobile number is +225 and 10 digits."],
    ['0241234567', 'SN', 'A Senegal mobile number is +221 and 9 digits.'],
    ['071234567', 'TZ', 'A Tanzania mobile number is +255 and 9 digits, or 0 and those 9 digits.'],
    ['  ', 'KE', 'Please enter your mobile-money phone number.'],
    ['0712345678', 'NG', 'Please choose the country of your mobile-money account.'],
  ])('when %j is typed for %s, then it says %j', (typed, country, message) => {
    const check = normaliseMobileMoneyPhone(typed, country);
    expect(!check.ok && say('en', check.words)).toBe(message);
  });

  it('when a country is chosen, then only its mobile-money providers are offered', () => {
    expect(mobileMoneyProvidersIn('KE')).toEqual(['mpesa', 'airtel']);
    expect(mobileMoneyProvidersIn('GH')).toEqual(['mtn', 'vodafone', 'airteltigo']);
    expect(mobileMoneyProvidersIn('ZA')).toEqual(['mtn']);
    expect(mobileMoneyProvidersIn('GM')).toEqual(['afrimoney', 'qmoney']);
    expect(mobileMoneyProvidersIn('NG')).toEqual([]);
  });

  it('when provider, country and phone fit, then the number comes back in E.164 form', () => {
    expect(checkMobileMoney('KE', 'mpesa', '0712 345 678')).toEqual({
      ok: true,
      e164: '+254712345678',
    });
    expect(checkMobileMoney('GH', 'mtn', '0241234567')).toEqual({
      ok: true,
      e164: '+233241234567',
    });
  });

  it('when the provider is not offered in the country or unknown, then it says so', () => {
    const said = (check: ReturnType<typeof checkMobileMoney>) =>
      !check.ok && say('en', check.words);
    expect(said(checkMobileMoney('GH', 'mpesa', '0241234567'))).toBe(
      'M-PESA is not offered in Ghana.',
    );
    expect(said(checkMobileMoney('KE', 'venmo', '0712345678'))).toBe(
      'Please choose your mobile-money provider.',
    );
  });
});

describe('mobile money routed by country and network', () => {
  it('when only Paystack is configured, then only the countries whose networks it charges are offered', () => {
    expect(countriesOffered(['paystack'])).toEqual(['KE', 'GH']);
    expect(networksOffered('KE', ['paystack'])).toEqual(['mpesa', 'airtel']);
  });

  it('when Flutterwave is configured too, then Côte d’Ivoire, Senegal, Burkina Faso, Cameroon and East Africa are offered', () => {
    expect(countriesOffered(['paystack', 'flutterwave'])).toEqual([
      'KE',
      'GH',
      'CI',
      'SN',
      'BF',
      'CM',
      'TZ',
      'UG',
      'RW',
    ]);
    expect(networksOffered('CI', ['flutterwave'])).toEqual(['orange', 'mtn', 'moov', 'wave']);
    expect(networksOffered('TZ', ['paystack'])).toEqual([]);
  });

  const wallet = (configured: string[], country: string, mobileProvider: string) =>
    providerChargingGift(configured, { method: 'mobileMoney', country, mobileProvider });

  it('when several configured providers take a network, then the first configured one charges it', () => {
    expect(wallet(['flutterwave', 'paystack'], 'KE', 'mpesa')).toBe('flutterwave');
    expect(wallet(['paystack', 'flutterwave'], 'KE', 'mpesa')).toBe('paystack');
    expect(wallet(['flutterwave', 'paystack'], 'KE', 'airtel')).toBe('paystack');
    expect(wallet(['flutterwave'], 'KE', 'mpesa')).toBe('flutterwave');
    expect(wallet(['paystack', 'flutterwave'], 'TZ', 'vodacom')).toBe('flutterwave');
  });

  it('when a card pays, or a network none of them charges, then the first listed provider takes it', () => {
    const card = { method: 'card', country: 'TZ', mobileProvider: 'mpesa' };
    expect(providerChargingGift(['paystack', 'flutterwave'], card)).toBe('paystack');
    expect(wallet(['paystack'], 'SN', 'wave')).toBe('paystack');
    expect(providerChargingGift([], card)).toBeUndefined();
  });

  it('when a wallet is paid out, then the provider that serves it does it, and only where its docs list the network', () => {
    expect(payoutProviderFor('SN', 'wave', ['paystack', 'flutterwave'])).toBe('flutterwave');
    expect(payoutProviderFor('RW', 'mtn', ['flutterwave'])).toBe('flutterwave');
    expect(wallet(['flutterwave'], 'RW', 'airtel')).toBe('flutterwave');
    expect(payoutProviderFor('RW', 'airtel', ['flutterwave'])).toBeUndefined();
    expect(wallet(['flutterwave'], 'BF', 'orange')).toBe('flutterwave');
    expect(payoutProviderFor('BF', 'orange', ['flutterwave'])).toBeUndefined();
    expect(payoutProviderFor('ML', 'orange', ['flutterwave'])).toBeUndefined();
    expect(wallet(['stripe', 'flutterwave'], 'ML', 'orange')).toBe('stripe');
    expect(payoutProviderFor('GA', 'airtel', ['flutterwave'])).toBeUndefined();
  });

  it('when a country is offered, then every one of its networks has a name people know', () => {
    expect(
      networksOffered('TZ', ['flutterwave']).map((n) => MOBILE_MONEY_PROVIDER_LABELS[n]),
    ).toEqual(['M-Pesa (Vodacom)', 'Airtel Money', 'Mixx by Yas']);
  });

  it('when a provider charges a country’s wallets, then they are charged in its currency', () => {
    expect(mobileMoneyCurrency('KE', 'paystack')).toBe('KES');
    expect(mobileMoneyCurrency('CI', 'flutterwave')).toBe('XOF');
    expect(mobileMoneyCurrency('CM', 'flutterwave')).toBe('XAF');
    expect(mobileMoneyCurrency('TZ', 'flutterwave')).toBe('TZS');
    expect(mobileMoneyCurrency('ML', 'flutterwave')).toBeUndefined();
    expect(mobileMoneyCurrency('ZA', 'paystack')).toBeUndefined();
    expect(mobileMoneyCurrency('ZA', 'sandbox')).toBe('ZAR');
  });

  it('when a network is named, then it is charged only where the provider takes that very network', () => {
    expect(mobileMoneyCurrency('KE', 'flutterwave', 'mpesa')).toBe('KES');
    expect(mobileMoneyCurrency('KE', 'flutterwave', 'airtel')).toBeUndefined();
    expect(mobileMoneyCurrency('CI', 'flutterwave', 'wave')).toBe('XOF');
    expect(mobileMoneyCurrency('CI', 'flutterwave', 'mpesa')).toBeUndefined();
  });
});

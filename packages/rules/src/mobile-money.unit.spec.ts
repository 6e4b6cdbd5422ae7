import {
  checkMobileMoney,
  mobileMoneyProvidersIn,
  normaliseMobileMoneyPhone,
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
    ['  ', 'KE', 'Please enter your mobile-money phone number.'],
    [
      '0712345678',
      'NG',
      'Please choose the country of your mobile-money account (Kenya, Ghana, South Africa or Gambia).',
    ],
  ])('when %j is typed for %s, then it says %j', (typed, country, message) => {
    expect(normaliseMobileMoneyPhone(typed, country)).toEqual({ ok: false, message });
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
    expect(checkMobileMoney('GH', 'mpesa', '0241234567')).toEqual({
      ok: false,
      message: 'M-PESA is not offered in Ghana.',
    });
    expect(checkMobileMoney('KE', 'venmo', '0712345678')).toEqual({
      ok: false,
      message: 'Please choose your mobile-money provider.',
    });
  });
});

import { MOBILE_MONEY_COUNTRY_CODES, normaliseMobileMoneyPhone } from '@harambee/rules';
import {
  countryOptions,
  mobileMoneyReach,
  networksNotOffered,
  phonePlaceholder,
  providerAfterCountryChange,
  providerLabel,
  providerOptions,
} from './mobile-money';

describe('mobile-money fields', () => {
  it('when the countries are listed, then each shows its dial code', () => {
    expect(countryOptions).toEqual([
      { value: 'KE', label: 'Kenya (+254)' },
      { value: 'GH', label: 'Ghana (+233)' },
      { value: 'ZA', label: 'South Africa (+27)' },
      { value: 'GM', label: 'Gambia (+220)' },
      { value: 'CI', label: "Côte d'Ivoire (+225)" },
      { value: 'SN', label: 'Senegal (+221)' },
      { value: 'BF', label: 'Burkina Faso (+226)' },
      { value: 'ML', label: 'Mali (+223)' },
      { value: 'BJ', label: 'Benin (+229)' },
      { value: 'TG', label: 'Togo (+228)' },
      { value: 'CM', label: 'Cameroon (+237)' },
      { value: 'GA', label: 'Gabon (+241)' },
      { value: 'CG', label: 'Congo (+242)' },
      { value: 'TZ', label: 'Tanzania (+255)' },
      { value: 'UG', label: 'Uganda (+256)' },
      { value: 'RW', label: 'Rwanda (+250)' },
    ]);
  });

  it('when a country is chosen, then only its wallets are offered, with their labels', () => {
    expect(providerOptions('KE')).toEqual([
      { value: 'mpesa', label: 'M-PESA' },
      { value: 'airtel', label: 'Airtel Money' },
    ]);
    expect(providerOptions('')).toEqual([]);
  });

  it('when the placeholder of each country is typed, then the shared rules accept it', () => {
    MOBILE_MONEY_COUNTRY_CODES.forEach((country) => {
      expect(normaliseMobileMoneyPhone(phonePlaceholder(country), country).ok).toBe(true);
    });
    expect(phonePlaceholder('')).toBe('');
  });

  it('when the country changes, then a wallet it offers stays, a single wallet is chosen, and any other is cleared', () => {
    expect(providerAfterCountryChange('GH', 'mtn')).toBe('mtn');
    expect(providerAfterCountryChange('ZA', '')).toBe('mtn');
    expect(providerAfterCountryChange('GM', 'mpesa')).toBe('');
  });

  it('when a wallet is named, then its label is used, and an unknown one reads as your provider', () => {
    expect(providerLabel('mpesa')).toBe('M-PESA');
    expect(providerLabel(undefined)).toBe('your mobile-money provider');
  });

  it('when the server takes money through Paystack, then only Kenya and Ghana are offered and the page names the others in its language', () => {
    const reach = mobileMoneyReach('fr', ['paystack']);
    expect(reach.offered.map((option) => option.value)).toEqual(['KE', 'GH']);
    expect(reach.notOffered).toMatch(/^Afrique du Sud, Gambie, Côte d’Ivoire, .* et Rwanda$/);
  });

  it('when the server takes money through Flutterwave, then Côte d’Ivoire, Senegal and Tanzania are offered but not Mali', () => {
    const reach = mobileMoneyReach('sw', ['flutterwave']);
    expect(reach.offered.map((option) => option.value)).toEqual(
      expect.arrayContaining(['CI', 'SN', 'TZ', 'KE']),
    );
    expect(reach.offered.map((option) => option.value)).not.toContain('ML');
    expect(reach.notOffered).toContain('Mali');
  });

  it('when Paystack and Flutterwave are both listed, then the countries either charges are offered, and a network neither charges is named', () => {
    const reach = mobileMoneyReach('fr', ['paystack', 'flutterwave']);
    expect(reach.offered.map((option) => option.value)).toEqual(
      expect.arrayContaining(['KE', 'GH', 'CI', 'SN', 'TZ']),
    );
    expect(reach.notOffered).toMatch(/Mali/);
    expect(providerOptions('KE', ['flutterwave'])).toEqual([{ value: 'mpesa', label: 'M-PESA' }]);
    expect(networksNotOffered('fr', 'KE', ['flutterwave'])).toBe('Airtel Money');
    expect(networksNotOffered('fr', 'KE', ['paystack', 'flutterwave'])).toBe('');
    expect(providerAfterCountryChange('KE', 'airtel', ['flutterwave'])).toBe('mpesa');
  });

  it('when the provider is not known yet or is the sandbox, then every country is offered', () => {
    expect(mobileMoneyReach('en', undefined)).toEqual({ offered: countryOptions, notOffered: '' });
    expect(mobileMoneyReach('en', ['sandbox']).offered).toEqual(countryOptions);
  });
});

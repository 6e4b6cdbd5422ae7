import { MOBILE_MONEY_COUNTRIES, MOBILE_MONEY_COUNTRY_CODES } from '@harambee/rules';

/** Our countries as the page's language names them ("Afrika Kusini"); English as the rules name them. */
export function countryNamesIn(locale: string): (country: string) => string {
  if (locale === 'en') return (country) => country;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (country) => {
    const code = MOBILE_MONEY_COUNTRY_CODES.find(
      (candidate) => MOBILE_MONEY_COUNTRIES[candidate].name === country,
    );
    return (code && names.of(code)) || country;
  };
}

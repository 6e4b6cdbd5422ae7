import type { Language } from '@harambee/messages';
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_COUNTRY_CODES,
  MOBILE_MONEY_PROVIDER_LABELS,
  type MobileMoneyCountry,
  type MobileMoneyProvider,
  mobileMoneyCurrency,
  mobileMoneyProvidersIn,
  FRENCH_PHONE_COUNTRIES,
  normaliseMobileMoneyPhone,
  type PaymentProviderName,
  PHONE_NETWORKS,
  type PhoneNetworkCode,
  SWAHILI_PHONE_COUNTRIES,
} from '@harambee/rules';
import { z } from 'zod';
import type { PhoneFacts } from './ussd-screen';

/** A number as the gateway's callbacks give it: digits, with or without the leading +. */
export const gatewayPhoneNumber = z
  .string()
  .trim()
  .regex(/^\+?\d{6,15}$/);

/** Swahili for East Africa's Swahili-speaking countries, French for francophone ones, else English. */
export const languageOfCountry = (country: string | undefined): Language =>
  country && SWAHILI_PHONE_COUNTRIES.includes(country)
    ? 'sw'
    : country && FRENCH_PHONE_COUNTRIES.includes(country)
      ? 'fr'
      : 'en';

/** The caller's number, country and wallet, as the checkout takes them. */
export type CallerPhone = {
  e164: string;
  country: MobileMoneyCountry;
  mobileProvider: MobileMoneyProvider;
  facts: PhoneFacts;
};

/** Where the caller's number is from, by its dial code; undefined where we take no mobile money or no such number. */
export const callerPhone = (
  phoneNumber: string,
  networkCode: string | undefined,
  provider: PaymentProviderName,
): CallerPhone | undefined => {
  const digits = phoneNumber.replace(/^\+/, '');
  for (const country of MOBILE_MONEY_COUNTRY_CODES) {
    if (!digits.startsWith(MOBILE_MONEY_COUNTRIES[country].dialCode)) continue;
    const number = normaliseMobileMoneyPhone(`+${digits}`, country);
    const currency = mobileMoneyCurrency(country, provider);
    const wallets = mobileMoneyProvidersIn(country);
    if (!number.ok || !currency || wallets.length === 0) continue;
    const named = PHONE_NETWORKS[networkCode as PhoneNetworkCode]?.wallet;
    const mobileProvider = named && wallets.includes(named) ? named : wallets[0]!;
    return {
      e164: number.e164,
      country,
      mobileProvider,
      facts: { currency, wallet: MOBILE_MONEY_PROVIDER_LABELS[mobileProvider] },
    };
  }
  return undefined;
};

/** The caller as the first of the providers that charges their number takes them. */
export const callerPhoneOf = (
  providers: readonly { name: PaymentProviderName }[],
  phoneNumber: string,
  networkCode: string | undefined,
) => providers.map(({ name }) => callerPhone(phoneNumber, networkCode, name)).find(Boolean);

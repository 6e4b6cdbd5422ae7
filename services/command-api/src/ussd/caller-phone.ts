import type { Language } from '@harambee/messages';
import {
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_COUNTRY_CODES,
  MOBILE_MONEY_PROVIDER_LABELS,
  type MobileMoneyCountry,
  type MobileMoneyProvider,
  mobileMoneyCurrency,
  mobileMoneyProvidersIn,
  normaliseMobileMoneyPhone,
  type PaymentProviderName,
} from '@harambee/rules';
import { z } from 'zod';
import type { PhoneFacts } from './ussd-screen';

/** A number as the gateway's callbacks give it: digits, with or without the leading +. */
export const gatewayPhoneNumber = z
  .string()
  .trim()
  .regex(/^\+?\d{6,15}$/);

/** Swahili for East Africa's Swahili-speaking countries, French for francophone ones, else English. */
const SWAHILI = ['KE', 'TZ', 'UG'];
const FRENCH = ['SN', 'CI', 'BF', 'ML', 'NE', 'GN', 'BJ', 'TG', 'CM', 'GA', 'CG', 'CD', 'TD', 'CF'];

export const languageOfCountry = (country: string | undefined): Language =>
  country && SWAHILI.includes(country) ? 'sw' : country && FRENCH.includes(country) ? 'fr' : 'en';

/**
 * Africa's Talking's `networkCode` (the network's MCC and MNC) for the wallets we charge; a network not named here
 * is taken to be its country's first wallet.
 */
const NETWORK_WALLETS: Record<string, MobileMoneyProvider> = {
  '63902': 'mpesa',
  '63903': 'airtel',
  '62001': 'mtn',
  '62002': 'vodafone',
  '62003': 'airteltigo',
  '65510': 'mtn',
};

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
    const named = NETWORK_WALLETS[networkCode ?? ''];
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

import type { MobileMoneyCountry, MobileMoneyProvider } from './mobile-money';

/**
 * The networks giving by phone names, by Africa's Talking's `networkCode` (the network's MCC and MNC): the wallet a
 * caller on it is charged in. A network not named here is taken to be its country's first wallet.
 */
export const PHONE_NETWORKS = {
  '63902': { name: 'Safaricom', country: 'KE', wallet: 'mpesa' },
  '63903': { name: 'Airtel Kenya', country: 'KE', wallet: 'airtel' },
  '62001': { name: 'MTN Ghana', country: 'GH', wallet: 'mtn' },
  '62002': { name: 'Vodafone Ghana', country: 'GH', wallet: 'vodafone' },
  '62003': { name: 'AirtelTigo', country: 'GH', wallet: 'airteltigo' },
  '65510': { name: 'MTN South Africa', country: 'ZA', wallet: 'mtn' },
} as const satisfies Record<
  string,
  { name: string; country: MobileMoneyCountry; wallet: MobileMoneyProvider }
>;
export type PhoneNetworkCode = keyof typeof PHONE_NETWORKS;

/** Where a phone's menu and texts are in Swahili (East Africa's Swahili-speaking countries) or French. */
export const SWAHILI_PHONE_COUNTRIES: readonly string[] = ['KE', 'TZ', 'UG'];
export const FRENCH_PHONE_COUNTRIES: readonly string[] = [
  'SN',
  'CI',
  'BF',
  'ML',
  'NE',
  'GN',
  'BJ',
  'TG',
  'CM',
  'GA',
  'CG',
  'CD',
  'TD',
  'CF',
];

import type { PaymentProviderName } from './currency';
import {
  countriesOffered,
  MOBILE_MONEY_COUNTRIES,
  MOBILE_MONEY_PROVIDER_LABELS,
  networksOffered,
} from './mobile-money';

/** A country whose wallets are charged here, named for the reader, with its networks' own names in the form's order. */
export type MobileMoneyPlace = { code: string; country: string; networks: string[] };

/**
 * Where mobile money is taken, as pages list it (FAQ, home, About): each country whose wallets one of the configured
 * providers charges, from the routing table, named in the reader's language (English as the rules name them), with
 * the networks charged there ("Orange Money", "Wave"). Nothing when no provider is configured.
 */
export const mobileMoneyPlaces = (
  configured: readonly PaymentProviderName[],
  locale: string,
): MobileMoneyPlace[] => {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return countriesOffered(configured).map((code) => ({
    code,
    country:
      locale === 'en'
        ? MOBILE_MONEY_COUNTRIES[code].name
        : (names.of(code) ?? MOBILE_MONEY_COUNTRIES[code].name),
    networks: networksOffered(code, configured).map(
      (network) => MOBILE_MONEY_PROVIDER_LABELS[network],
    ),
  }));
};

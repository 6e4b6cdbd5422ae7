import { mobileMoneyPlaces, type PaymentProviderName } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { useOfferedPayments } from '@/lib/i18n/use-ways-to-give';

/**
 * Where this server takes mobile money, from the routing table: each country its providers charge, named in the
 * page's language, and the networks there ("Côte d’Ivoire — Orange Money, MTN MoMo, Moov Money et Wave"). Nothing
 * where no provider takes gifts.
 */
export function MobileMoneyPlaces() {
  const { locale } = useIntl();
  const t = useT();
  const configured = (useOfferedPayments()?.providers ?? []) as PaymentProviderName[];
  const places = mobileMoneyPlaces(configured, locale);
  if (places.length === 0) return null;
  const networks = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <div data-testid="mobile-money-places">
      <p>{t('mobileMoney.places.lead')}</p>
      <ul>
        {places.map((place) => (
          <li key={place.code}>
            <strong>{place.country}</strong> — {networks.format(place.networks)}
          </li>
        ))}
      </ul>
    </div>
  );
}

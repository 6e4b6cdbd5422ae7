import { namedMoneyText } from '@harambee/rules';
import { useIntl } from 'react-intl';

/**
 * An amount the API gives in major units of a provider's currency, as the admin's mails write it in the page's
 * language ('$25.00', 'KSh 2,500.00', '2 500,00 KSh').
 */
export function useMoneyText() {
  const intl = useIntl();
  return (amount: number, currency: string) =>
    namedMoneyText(Math.round(amount * 100), currency, intl.locale);
}

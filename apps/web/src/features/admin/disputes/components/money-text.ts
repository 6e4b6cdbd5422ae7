import { useIntl } from 'react-intl';
import { formatUsd } from '@/lib/format';

/** An amount in its currency's major units: `$25.00`, or `2,500.00 KES` for another currency. */
const moneyText = (amount: number, currency: string) =>
  currency.toLowerCase() === 'usd'
    ? formatUsd(amount, 2)
    : `${formatUsd(amount, 2).replace('$', '')} ${currency.toUpperCase()}`;

/** The same in the page's language: English as above, the others as Intl writes them ('2 500,00 KES'). */
export function useMoneyText() {
  const intl = useIntl();
  return (amount: number, currency: string) =>
    intl.locale === 'en'
      ? moneyText(amount, currency)
      : intl.formatNumber(amount, { style: 'currency', currency: currency.toUpperCase() });
}

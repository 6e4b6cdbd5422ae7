import { formatUsd } from '@/lib/format';

/** An amount in its currency's major units: `$25.00`, or `2,500.00 KES` for another currency. */
export const moneyText = (amount: number, currency: string) =>
  currency.toLowerCase() === 'usd'
    ? formatUsd(amount, 2)
    : `${formatUsd(amount, 2).replace('$', '')} ${currency.toUpperCase()}`;

import { CURRENCIES, type CurrencyCode, toMinorUnits } from './currency';
import { type PaidBy, takesWholeUnits } from './donation-amounts';

/**
 * Whether an amount typed in `currency` is refused for its cents: the network paying takes whole units of that very
 * currency (M-PESA, KSh 500.50). Cents typed in another currency are converted and rounded to the network's unit
 * instead, and an amount that cannot be read is another rule's to refuse. The checkout and the donate form both ask.
 */
export const refusesCents = (
  typed: string | number,
  currency: CurrencyCode,
  method: PaidBy,
  networkCurrency: CurrencyCode | undefined,
) => {
  if (!takesWholeUnits(method) || networkCurrency !== currency) return false;
  const amount = toMinorUnits(typed, currency);
  return amount.ok && amount.minor % 10 ** CURRENCIES[currency].minorUnits !== 0;
};

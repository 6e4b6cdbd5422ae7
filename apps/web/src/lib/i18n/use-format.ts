import { majorWithSymbol } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { type DisplayZone, formatDate, formatUsd } from '../format';

/**
 * Dollars as the page's language writes them: English as always (written out, see format.ts), any other language
 * as every page, mail and the public ledger write money ('3 250 $US' in French).
 */
export function useFormatUsd() {
  const intl = useIntl();
  return (amount: number, fractionDigits = 0) =>
    intl.locale === 'en'
      ? formatUsd(amount, fractionDigits)
      : majorWithSymbol(amount, 'USD', fractionDigits, intl.locale);
}

/** A long date ('23 novembre 2026') as the page's language writes it; English as always. */
export function useFormatLongDate() {
  const intl = useIntl();
  return (date: Date, timeZone: DisplayZone) =>
    intl.locale === 'en'
      ? formatDate(date, 'long', timeZone)
      : intl.formatDate(date, { dateStyle: 'long', timeZone });
}

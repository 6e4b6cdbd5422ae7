import { useIntl } from 'react-intl';

/**
 * Waits and their ends as the page's language writes them, all through Intl: a duration in whole days or hours
 * ("2 days", "2 jours", "siku 2") and a campaign's end day, which is a UTC calendar day wherever the reader is.
 */
export function useWaits() {
  const intl = useIntl();
  const unit = (value: number, unit: 'day' | 'hour') =>
    intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
  return {
    days: (value: number) => unit(value, 'day'),
    hours: (value: number) => unit(value, 'hour'),
    /** The day a campaign ends (its last UTC day). */
    endDay: (value: string | Date) =>
      intl.formatDate(value, { dateStyle: 'long', timeZone: 'UTC' }),
    /** A day something happened, in the reader's own zone. */
    day: (value: string | Date) => intl.formatDate(value, { dateStyle: 'long' }),
  };
}

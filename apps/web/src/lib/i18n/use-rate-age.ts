import { useIntl } from 'react-intl';

const MINUTE_MS = 60_000;

/**
 * How old an exchange rate is, in the language's words: "27 days ago", "il y a 3 heures". Never "today" for an older
 * rate. Shown wherever an amount is converted (the wallet's payout, the donate form's quote), beside its source.
 */
export function useRateAge() {
  const { formatRelativeTime } = useIntl();
  return (asOf: string, now = Date.now()) => {
    const minutes = Math.max(0, Math.floor((now - new Date(asOf).getTime()) / MINUTE_MS));
    if (minutes < 60) return formatRelativeTime(-minutes, 'minute');
    if (minutes < 48 * 60) return formatRelativeTime(-Math.floor(minutes / 60), 'hour');
    return formatRelativeTime(-Math.floor(minutes / (24 * 60)), 'day');
  };
}

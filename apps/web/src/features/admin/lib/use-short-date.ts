import { useIntl } from 'react-intl';
import { formatDate } from '@/lib/format';

/** A day as the page's language writes it: English as always ('Mar 14, 2026'), the others by Intl ('14 mars 2026'). */
export function useShortDate() {
  const intl = useIntl();
  return (iso: string) =>
    intl.locale === 'en' ? formatDate(iso) : intl.formatDate(iso, { dateStyle: 'medium' });
}

import { type IntlShape, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDisplayTime } from '@/hooks/use-display-time';
import { type DisplayZone, formatDate } from '@/lib/format';
import { entryAmount, type PublicEntry } from '@/lib/ledger-entry';
import styles from './ledger.module.css';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'Nov 26, 2026, 05:41' in the zone the page shows dates in (English keeps its own written-out form). */
const formatMoment = (at: string, timeZone: DisplayZone, intl: IntlShape) => {
  const date = new Date(at);
  if (intl.locale !== 'en')
    return intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const [hours, minutes] =
    timeZone === 'UTC'
      ? [date.getUTCHours(), date.getUTCMinutes()]
      : [date.getHours(), date.getMinutes()];
  return `${formatDate(date, 'short', timeZone)}, ${twoDigits(hours)}:${twoDigits(minutes)}`;
};

type Props = {
  entries: PublicEntry[];
  /** Each campaign's title, when it is public and known; leave out to list one campaign's entries. */
  titles?: Record<string, string | undefined>;
  label: string;
};

/** Published ledger entries, newest first: one stacked card each on a phone, a row each on wider screens. */
export function LedgerEntryList({ entries, titles, label }: Props) {
  const { timeZone } = useDisplayTime();
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <ol className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.index} className={styles.entry}>
          <dl className={styles.facts}>
            <div>
              <dt>{text('ledger.index')}</dt>
              <dd className={styles.index}>{`#${entry.index}`}</dd>
            </div>
            <div>
              <dt>{text('ledger.type')}</dt>
              <dd>{intl.formatMessage({ id: 'ledger.kind' }, { type: entry.type })}</dd>
            </div>
            <div>
              <dt>{text('ledger.amount')}</dt>
              <dd className={styles.amount}>{entryAmount(entry, intl.locale)}</dd>
            </div>
            {titles && (
              <div className={styles.campaign}>
                <dt>{text('ledger.campaign')}</dt>
                <dd>
                  <Link to={paths.campaign.getHref(entry.campaignId)}>
                    {titles[entry.campaignId] ??
                      intl.formatMessage({ id: 'ledger.campaignId' }, { id: entry.campaignId })}
                  </Link>
                </dd>
              </div>
            )}
            <div>
              <dt>{text('ledger.time')}</dt>
              <dd>
                <time dateTime={entry.at}>{formatMoment(entry.at, timeZone, intl)}</time>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}

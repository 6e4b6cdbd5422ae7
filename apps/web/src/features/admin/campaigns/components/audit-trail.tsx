import { Loading } from '@/components/ui/feedback';
import { useIntl } from 'react-intl';
import { errorMessage } from '@/lib/api-client';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import { useT } from '@/lib/i18n/use-t';
import adminStyles from '../../components/admin.module.css';
import { useCampaignHistory } from '../api/get-campaign-history';
import { describeHistoryEntry } from '../lib/history-text';
import styles from './details.module.css';

/** A moment as the page's language writes it; English as always ('Mar 14, 2026, 9:30 AM'). */
function useWhen() {
  const { locale } = useIntl();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (at: string) => {
    const date = new Date(at);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/** Who did what and when, newest first: reviews, edits, updates and gifts. */
export function AuditTrail({ campaignId }: { campaignId: string }) {
  const history = useCampaignHistory(campaignId);
  const t = useT();
  const when = useWhen();
  const categoryName = useCategoryLabel();
  return (
    <section className={adminStyles.panel} aria-labelledby="audit-trail-heading">
      <h2 id="audit-trail-heading" className={adminStyles.panelTitle}>
        {t('admin.audit.heading')}
      </h2>
      {history.isPending && <Loading label={t('admin.audit.loading')} />}
      {history.isError && !history.data && (
        <p role="alert" className={adminStyles.errorText}>
          {errorMessage(history.error, t('admin.audit.loadFailed'))}
        </p>
      )}
      {history.data?.length === 0 && <p>{t('admin.audit.none')}</p>}
      {history.data && history.data.length > 0 && (
        <ol className={styles.timeline} aria-label={t('admin.audit.list')}>
          {history.data.map((entry, index) => {
            const { title, details } = describeHistoryEntry(entry, categoryName);
            return (
              <li key={`${entry.at}-${entry.type}-${index}`} className={styles.event}>
                <span className={styles.eventTitle}>{title}</span>
                {details && <span className={styles.eventDetails}>{details}</span>}
                <time className={styles.eventTime} dateTime={entry.at}>
                  {when(entry.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

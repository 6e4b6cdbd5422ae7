import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import adminStyles from '../../components/admin.module.css';
import { HISTORY_FAILED, useCampaignHistory } from '../api/get-campaign-history';
import { describeHistoryEntry } from '../lib/history-text';
import styles from './details.module.css';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
};

/** Who did what and when, newest first: reviews, edits, updates and gifts. */
export function AuditTrail({ campaignId }: { campaignId: string }) {
  const history = useCampaignHistory(campaignId);
  return (
    <section className={adminStyles.panel} aria-labelledby="audit-trail-heading">
      <h2 id="audit-trail-heading" className={adminStyles.panelTitle}>
        Audit Trail
      </h2>
      {history.isPending && <Loading label="Loading the audit trail…" />}
      {history.isError && !history.data && (
        <p role="alert" className={adminStyles.errorText}>
          {errorMessage(history.error, HISTORY_FAILED)}
        </p>
      )}
      {history.data?.length === 0 && <p>No activity recorded yet.</p>}
      {history.data && history.data.length > 0 && (
        <ol className={styles.timeline} aria-label="Campaign history, newest first">
          {history.data.map((entry, index) => {
            const { title, details } = describeHistoryEntry(entry);
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

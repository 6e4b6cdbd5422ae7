import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { MAIL_FAILED, useUndeliveredMail } from '../api/get-undelivered-mail';

const statusLabel = { pending: 'Retrying', failed: 'Refused' } as const;

/** The mail tab: each mail still retrying or refused for good, with its attempts and the server's last answer. */
export function UndeliveredMail() {
  const mails = useUndeliveredMail();

  if (mails.isPending) return <Loading label="Loading undelivered mail…" />;
  if (mails.isError && !mails.data)
    return <AdminError message={errorMessage(mails.error, MAIL_FAILED)} />;
  if (mails.data.length === 0)
    return <p className={styles.centered}>All mail has been delivered</p>;
  return (
    <ul className={styles.stack} aria-label="Undelivered mail, newest first">
      {mails.data.map((mail) => (
        <li key={mail._id}>
          <article className={styles.card} aria-label={`Mail to ${mail.to}`}>
            <div className={styles.cardTop}>
              <h3 className={styles.cardTitle}>{mail.subject}</h3>
              <span
                className={`${styles.badge} ${mail.status === 'failed' ? styles.rejected : styles.pending}`}
              >
                {statusLabel[mail.status]}
              </span>
            </div>
            <dl className={styles.facts}>
              <dt>To</dt>
              <dd>{mail.to}</dd>
              <dt>Written</dt>
              <dd>
                <time dateTime={mail.createdAt}>{formatDate(mail.createdAt)}</time>
              </dd>
              <dt>Attempts</dt>
              <dd>{mail.attempts}</dd>
              <dt>Last error</dt>
              <dd>{mail.lastError ?? 'None yet'}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

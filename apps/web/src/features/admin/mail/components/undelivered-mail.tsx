import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/i18n/use-money';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { useUndeliveredMail } from '../api/get-undelivered-mail';
import { useT } from '@/lib/i18n/use-t';

const statusLabel = { pending: 'admin.mail.retrying', failed: 'admin.mail.refused' } as const;

/** The mail tab: each mail still retrying or refused for good, with its attempts and the server's last answer. */
export function UndeliveredMail() {
  const mails = useUndeliveredMail();
  const t = useT();
  const { shortDate } = useMoney();

  if (mails.isPending) return <Loading label={t('admin.mail.loading')} />;
  if (mails.isError && !mails.data)
    return <AdminError message={errorMessage(mails.error, t('admin.mail.loadFailed'))} />;
  if (mails.data.length === 0)
    return <p className={styles.centered}>{t('admin.mail.allDelivered')}</p>;
  return (
    <ul className={styles.stack} aria-label={t('admin.mail.list')}>
      {mails.data.map((mail) => (
        <li key={mail._id}>
          <article className={styles.card} aria-label={t('admin.mail.to', { address: mail.to })}>
            <div className={styles.cardTop}>
              <h3 className={styles.cardTitle}>{mail.subject}</h3>
              <span
                className={`${styles.badge} ${mail.status === 'failed' ? styles.rejected : styles.pending}`}
              >
                {t(statusLabel[mail.status])}
              </span>
            </div>
            <dl className={styles.facts}>
              <dt>{t('admin.mail.toTerm')}</dt>
              <dd>{mail.to}</dd>
              <dt>{t('admin.mail.written')}</dt>
              <dd>
                <time dateTime={mail.createdAt}>{shortDate(mail.createdAt)}</time>
              </dd>
              <dt>{t('admin.mail.attempts')}</dt>
              <dd>{mail.attempts}</dd>
              <dt>{t('admin.mail.lastError')}</dt>
              <dd>{mail.lastError ?? t('admin.mail.noError')}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}

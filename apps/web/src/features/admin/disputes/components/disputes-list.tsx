import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { useShortDate } from '../../lib/use-short-date';
import type { AdminDispute } from '../../types';
import { useDisputes } from '../api/get-disputes';
import { DisputeActions } from './dispute-actions';
import { useMoneyText } from './money-text';

const statusStyle = {
  open: styles.pending,
  won: styles.approved,
  lost: styles.rejected,
} as const;

function At({ iso }: { iso: string }) {
  const day = useShortDate();
  return <time dateTime={iso}>{day(iso)}</time>;
}

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const t = useT();
  const money = useMoneyText();
  return (
    <article
      className={styles.card}
      aria-label={t('admin.dispute.label', { title: dispute.campaignTitle })}
    >
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <Link to={paths.adminCampaign.getHref(dispute.campaignId)}>{dispute.campaignTitle}</Link>
        </h3>
        <span className={`${styles.badge} ${statusStyle[dispute.status]}`}>
          {t(`admin.dispute.status.${dispute.status}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('admin.dispute.amount')}</dt>
        <dd>{money(dispute.amount, dispute.currency)}</dd>
        {dispute.status === 'open' ? (
          <>
            <dt>{t('admin.dispute.evidenceDue')}</dt>
            <dd>
              {dispute.evidenceDueBy ? (
                <At iso={dispute.evidenceDueBy} />
              ) : (
                t('admin.dispute.noDeadline')
              )}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('admin.dispute.closed')}</dt>
            <dd>{dispute.closedAt && <At iso={dispute.closedAt} />}</dd>
          </>
        )}
        <dt>{t('admin.dispute.reason')}</dt>
        <dd>{dispute.reason}</dd>
        <dt>{t('admin.dispute.provider')}</dt>
        <dd>
          {dispute.provider} · {dispute.disputeId}
        </dd>
        <dt>{t('admin.dispute.payment')}</dt>
        <dd>{dispute.paymentId}</dd>
        <dt>{t('admin.dispute.opened')}</dt>
        <dd>
          <At iso={dispute.openedAt} />
        </dd>
        {dispute.status === 'lost' && dispute.afterPayout && (
          <>
            <dt>{t('admin.dispute.owedBy')}</dt>
            <dd>{t('admin.dispute.owedByCreator')}</dd>
          </>
        )}
      </dl>
      {dispute.status === 'open' && <DisputeActions dispute={dispute} />}
    </article>
  );
}

/** Every dispute on a gift, open ones first with the nearest deadline for evidence first. */
export function DisputesList() {
  const disputes = useDisputes();
  const t = useT();
  if (disputes.isPending) return <Loading label={t('admin.dispute.loading')} />;
  if (disputes.isError && !disputes.data)
    return <AdminError message={errorMessage(disputes.error, t('admin.dispute.loadFailed'))} />;
  if (disputes.data.length === 0)
    return <p className={styles.centered}>{t('admin.dispute.none')}</p>;
  return (
    <ul className={styles.stack} aria-label={t('admin.dispute.list')}>
      {disputes.data.map((dispute) => (
        <li key={dispute._id}>
          <DisputeCard dispute={dispute} />
        </li>
      ))}
    </ul>
  );
}

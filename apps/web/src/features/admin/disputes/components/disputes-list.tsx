import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import type { AdminDispute } from '../../types';
import { DISPUTES_FAILED, useDisputes } from '../api/get-disputes';
import { moneyText } from './money-text';

const status = {
  open: { label: 'Open', style: styles.pending },
  won: { label: 'Won', style: styles.approved },
  lost: { label: 'Lost', style: styles.rejected },
} as const;

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDate(iso)}</time>;

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const { label, style } = status[dispute.status];
  return (
    <article className={styles.card} aria-label={`Dispute on ${dispute.campaignTitle}`}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <Link to={paths.adminCampaign.getHref(dispute.campaignId)}>{dispute.campaignTitle}</Link>
        </h3>
        <span className={`${styles.badge} ${style}`}>{label}</span>
      </div>
      <dl className={styles.facts}>
        <dt>Amount</dt>
        <dd>{moneyText(dispute.amount, dispute.currency)}</dd>
        {dispute.status === 'open' ? (
          <>
            <dt>Evidence due</dt>
            <dd>
              {dispute.evidenceDueBy ? <At iso={dispute.evidenceDueBy} /> : 'No deadline given'}
            </dd>
          </>
        ) : (
          <>
            <dt>Closed</dt>
            <dd>{dispute.closedAt && <At iso={dispute.closedAt} />}</dd>
          </>
        )}
        <dt>Reason</dt>
        <dd>{dispute.reason}</dd>
        <dt>Provider</dt>
        <dd>
          {dispute.provider} · {dispute.disputeId}
        </dd>
        <dt>Payment</dt>
        <dd>{dispute.paymentId}</dd>
        <dt>Opened</dt>
        <dd>
          <At iso={dispute.openedAt} />
        </dd>
        {dispute.status === 'lost' && dispute.afterPayout && (
          <>
            <dt>Owed by</dt>
            <dd>The creator: it was lost after the payout</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** Every dispute on a gift, open ones first with the nearest deadline for evidence first. */
export function DisputesList() {
  const disputes = useDisputes();
  if (disputes.isPending) return <Loading label="Loading disputes…" />;
  if (disputes.isError && !disputes.data)
    return <AdminError message={errorMessage(disputes.error, DISPUTES_FAILED)} />;
  if (disputes.data.length === 0) return <p className={styles.centered}>No disputes</p>;
  return (
    <ul className={styles.stack} aria-label="Disputes, open ones first by deadline">
      {disputes.data.map((dispute) => (
        <li key={dispute._id}>
          <DisputeCard dispute={dispute} />
        </li>
      ))}
    </ul>
  );
}

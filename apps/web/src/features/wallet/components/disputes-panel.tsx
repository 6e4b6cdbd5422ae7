import { ErrorState } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useCreatorDisputes } from '../api/get-disputes';
import type { CreatorDispute } from '../types';
import styles from './wallet.module.css';

/** Where a dispute stands for the creator: held and until when, given back, or lost (and owed after a payout). */
function DisputeItem({ dispute }: { dispute: CreatorDispute }) {
  const t = useT();
  const { usd, shortDate } = useMoney();
  const amount = usd(dispute.amount, 2);
  const closed = dispute.closedAt ? shortDate(dispute.closedAt) : '';
  return (
    <li className={styles.withdrawal}>
      <strong>
        {t('creator.disputes.item', {
          amount,
          title: dispute.campaignTitle,
          date: shortDate(dispute.openedAt),
        })}
      </strong>
      {dispute.status === 'open' && (
        <p className={styles.meta}>
          {dispute.evidenceDueBy
            ? t('creator.disputes.open', { date: shortDate(dispute.evidenceDueBy) })
            : t('creator.disputes.openNoDeadline')}
        </p>
      )}
      {dispute.status === 'won' && (
        <p className={styles.meta}>{t('creator.disputes.won', { date: closed })}</p>
      )}
      {dispute.status === 'lost' && (
        <p className={styles.meta}>{t('creator.disputes.lost', { date: closed })}</p>
      )}
      {dispute.afterPayout && dispute.status !== 'won' && (
        <p className={styles.warning}>
          {t(dispute.status === 'lost' ? 'creator.disputes.owed' : 'creator.disputes.mayOwe', {
            amount,
          })}
        </p>
      )}
    </li>
  );
}

/** The creator's disputes, when there are any: each also reached them by mail. */
export function DisputesPanel() {
  const t = useT();
  const disputes = useCreatorDisputes();
  if (disputes.isPending || (disputes.isSuccess && disputes.data.length === 0)) return null;
  return (
    <section className={styles.panel} aria-labelledby="disputes-title">
      <h2 id="disputes-title">{t('creator.disputes.title')}</h2>
      {disputes.isError ? (
        <ErrorState
          message={errorMessage(disputes.error, t('creator.disputes.loadFailed'))}
          onRetry={() => void disputes.refetch()}
        />
      ) : (
        <ul className={styles.withdrawals} aria-labelledby="disputes-title">
          {disputes.data.map((dispute) => (
            <DisputeItem key={dispute._id} dispute={dispute} />
          ))}
        </ul>
      )}
    </section>
  );
}

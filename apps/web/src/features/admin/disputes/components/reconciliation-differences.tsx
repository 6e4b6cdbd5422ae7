import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { useShortDate } from '../../lib/use-short-date';
import type { ReconciliationDifference } from '../../types';
import { useReconciliationDifferences } from '../api/get-reconciliation-differences';
import { useMoneyText } from './money-text';

const MOVEMENTS = ['charge', 'refund', 'dispute', 'disputeWon', 'payout'];

function DifferenceCard({ difference }: { difference: ReconciliationDifference }) {
  const t = useT();
  const money = useMoneyText();
  const day = useShortDate();
  const amountOr = (amount: number | null) =>
    amount === null ? t('admin.difference.none') : money(amount, difference.currency);
  const movement = MOVEMENTS.includes(difference.movement)
    ? t(`admin.difference.${difference.movement}`)
    : difference.movement;
  return (
    <article className={styles.card} aria-label={`${movement} ${difference.reference}`}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          {movement} {difference.reference}
        </h3>
        <span className={`${styles.badge} ${styles.rejected}`}>
          {t(`admin.difference.${difference.kind}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('admin.difference.day')}</dt>
        <dd>{day(`${difference.day}T12:00:00Z`)}</dd>
        <dt>{t('admin.difference.provider')}</dt>
        <dd>{difference.provider}</dd>
        <dt>{t('admin.difference.ours')}</dt>
        <dd>{amountOr(difference.ourAmount)}</dd>
        <dt>{t('admin.difference.theirs')}</dt>
        <dd>{amountOr(difference.providerAmount)}</dd>
        {difference.paymentId && (
          <>
            <dt>{t('admin.difference.payment')}</dt>
            <dd>{difference.paymentId}</dd>
          </>
        )}
        {difference.campaignTitle && (
          <>
            <dt>{t('admin.difference.campaign')}</dt>
            <dd>{difference.campaignTitle}</dd>
          </>
        )}
      </dl>
    </article>
  );
}

/** What the daily reconciliations found: each money movement our books and a provider's disagree on. */
export function ReconciliationDifferences() {
  const differences = useReconciliationDifferences();
  const t = useT();
  if (differences.isPending) return <Loading label={t('admin.difference.loading')} />;
  if (differences.isError && !differences.data)
    return (
      <AdminError message={errorMessage(differences.error, t('admin.difference.loadFailed'))} />
    );
  if (differences.data.length === 0)
    return <p className={styles.centered}>{t('admin.difference.agree')}</p>;
  return (
    <ul className={styles.stack} aria-label={t('admin.difference.list')}>
      {differences.data.map((difference) => (
        <li key={difference._id}>
          <DifferenceCard difference={difference} />
        </li>
      ))}
    </ul>
  );
}

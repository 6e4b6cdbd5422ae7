import { Loading } from '@/components/ui/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import type { ReconciliationDifference } from '../../types';
import {
  DIFFERENCES_FAILED,
  useReconciliationDifferences,
} from '../api/get-reconciliation-differences';
import { moneyText } from './money-text';

const kindLabel: Record<ReconciliationDifference['kind'], string> = {
  missingAtProvider: 'Missing at the provider',
  missingInOurRecords: 'Not in our records',
  amountDiffers: 'Amounts differ',
};
const movementLabel: Record<string, string> = {
  charge: 'Gift',
  refund: 'Refund',
  dispute: 'Dispute',
  disputeWon: 'Dispute won',
  payout: 'Payout',
};

const amountOr = (amount: number | null, currency: string) =>
  amount === null ? 'None' : moneyText(amount, currency);

function DifferenceCard({ difference }: { difference: ReconciliationDifference }) {
  const movement = movementLabel[difference.movement] ?? difference.movement;
  return (
    <article className={styles.card} aria-label={`${movement} ${difference.reference}`}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          {movement} {difference.reference}
        </h3>
        <span className={`${styles.badge} ${styles.rejected}`}>{kindLabel[difference.kind]}</span>
      </div>
      <dl className={styles.facts}>
        <dt>Day</dt>
        <dd>{formatDate(`${difference.day}T12:00:00Z`)}</dd>
        <dt>Provider</dt>
        <dd>{difference.provider}</dd>
        <dt>Our records</dt>
        <dd>{amountOr(difference.ourAmount, difference.currency)}</dd>
        <dt>The provider's</dt>
        <dd>{amountOr(difference.providerAmount, difference.currency)}</dd>
        {difference.paymentId && (
          <>
            <dt>Payment</dt>
            <dd>{difference.paymentId}</dd>
          </>
        )}
        {difference.campaignTitle && (
          <>
            <dt>Campaign</dt>
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
  if (differences.isPending) return <Loading label="Loading reconciliation differences…" />;
  if (differences.isError && !differences.data)
    return <AdminError message={errorMessage(differences.error, DIFFERENCES_FAILED)} />;
  if (differences.data.length === 0)
    return <p className={styles.centered}>Our records and the providers' agree</p>;
  return (
    <ul className={styles.stack} aria-label="Reconciliation differences, latest day first">
      {differences.data.map((difference) => (
        <li key={difference._id}>
          <DifferenceCard difference={difference} />
        </li>
      ))}
    </ul>
  );
}

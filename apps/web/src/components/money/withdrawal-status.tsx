import { withdrawalStatusLabel } from '@/lib/money/money-labels';
import type { WithdrawalStatus } from '@/lib/money/types';
import styles from './money.module.css';

export function WithdrawalStatusBadge({
  status,
  labels = withdrawalStatusLabel,
}: {
  status: WithdrawalStatus;
  labels?: Record<WithdrawalStatus, string>;
}) {
  return <span className={styles.status}>{labels[status]}</span>;
}

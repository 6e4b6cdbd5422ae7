import { withdrawalStatusLabel } from '@/lib/money/money-labels';
import type { WithdrawalStatus } from '@/lib/money/types';
import styles from './money.module.css';

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <span className={styles.status}>{withdrawalStatusLabel[status]}</span>;
}

import { withdrawalStatusLabel } from '../lib/money-labels';
import type { WithdrawalStatus } from '../types';
import styles from './money.module.css';

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <span className={styles.status}>{withdrawalStatusLabel[status]}</span>;
}

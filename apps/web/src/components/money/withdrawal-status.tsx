import { useT } from '@/lib/i18n/use-t';
import type { WithdrawalStatus } from '@/lib/money/types';
import styles from './money.module.css';

/** A withdrawal's status in the page's language; `labels` lets the admin say more (in English) where it must. */
export function WithdrawalStatusBadge({
  status,
  labels,
}: {
  status: WithdrawalStatus;
  labels?: Record<WithdrawalStatus, string>;
}) {
  const t = useT();
  return (
    <span className={styles.status}>
      {labels?.[status] ?? t('creator.money.status', { status })}
    </span>
  );
}

import { useT } from '@/lib/i18n/use-t';
import type { WithdrawalStatus } from '@/lib/money/types';
import styles from './money.module.css';

/** A withdrawal's status in the page's language; `messageId` names another wording (the admin's says what to do). */
export function WithdrawalStatusBadge({
  status,
  messageId = 'creator.money.status',
}: {
  status: WithdrawalStatus;
  messageId?: string;
}) {
  const t = useT();
  return <span className={styles.status}>{t(messageId, { status })}</span>;
}

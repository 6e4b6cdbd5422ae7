import styles from './admin.module.css';
import { useT } from '@/lib/i18n/use-t';

const toneOf: Record<string, string | undefined> = {
  pending: styles.pending,
  approved: styles.approved,
  rejected: styles.rejected,
};

/** A status the catalogue does not name is shown as the API spells it. */
const NAMED = ['pending', 'approved', 'rejected', 'completed', 'failed'];
const label = (status: string) =>
  status ? `${status.charAt(0).toUpperCase()}${status.slice(1)}` : 'Unknown';

export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <span className={`${styles.badge} ${toneOf[status] ?? ''}`}>
      {NAMED.includes(status) ? t('admin.status', { status }) : label(status)}
    </span>
  );
}

export function FeaturedBadge() {
  const t = useT();
  return <span className={`${styles.badge} ${styles.featured}`}>{t('admin.filter.featured')}</span>;
}

export function Badge({ children }: { children: string }) {
  return <span className={styles.badge}>{children}</span>;
}

import styles from './admin.module.css';

const toneOf: Record<string, string | undefined> = {
  pending: styles.pending,
  approved: styles.approved,
  rejected: styles.rejected,
};

const label = (status: string) =>
  status ? `${status.charAt(0).toUpperCase()}${status.slice(1)}` : 'Unknown';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`${styles.badge} ${toneOf[status] ?? ''}`}>{label(status)}</span>;
}

export function FeaturedBadge() {
  return <span className={`${styles.badge} ${styles.featured}`}>Featured</span>;
}

export function Badge({ children }: { children: string }) {
  return <span className={styles.badge}>{children}</span>;
}

import { formatUsd } from '@/lib/format';
import type { DashboardStats } from '../types';
import styles from './dashboard.module.css';

export function StatsCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    ['Total Campaigns', String(stats.totalCampaigns)],
    ['Pending', String(stats.pending)],
    ['Approved', String(stats.approved)],
    ['Total Donations', formatUsd(stats.totalDonations, 2)],
    ['Backers following you', String(stats.followers ?? 0)],
  ] as const;
  return (
    <dl className={styles.stats} aria-label="Your numbers">
      {cards.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

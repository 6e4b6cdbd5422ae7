import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { DashboardStats } from '../types';
import styles from './dashboard.module.css';

export function StatsCards({ stats }: { stats: DashboardStats }) {
  const t = useT();
  const { usd } = useMoney();
  const cards = [
    ['creator.stats.totalCampaigns', String(stats.totalCampaigns)],
    ['creator.stats.pending', String(stats.pending)],
    ['creator.stats.approved', String(stats.approved)],
    ['creator.stats.totalDonations', usd(stats.totalDonations, 2)],
    ['creator.stats.followers', String(stats.followers ?? 0)],
  ] as const;
  return (
    <dl className={styles.stats} aria-label={t('creator.stats.label')}>
      {cards.map(([label, value]) => (
        <div key={label} className={styles.stat}>
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { formatUsd } from '@/lib/format';
import styles from '../../components/admin.module.css';
import type { CampaignStats } from '../lib/campaign-facts';

export function CampaignStatsRow({ stats }: { stats: CampaignStats }) {
  const items = [
    { label: stats.count === 1 ? 'Campaign' : 'Campaigns', value: String(stats.count) },
    { label: 'Total funding requested', value: formatUsd(stats.fundingRequested) },
    {
      label: stats.uniqueCreators === 1 ? 'Unique creator' : 'Unique creators',
      value: String(stats.uniqueCreators),
    },
  ];
  return (
    <ul className={styles.stats} aria-label="Campaign statistics">
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.statValue}>{item.value}</span>
          <span className={styles.statLabel}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

import { useMoney } from '@/lib/i18n/use-money';
import styles from '../../components/admin.module.css';
import type { CampaignStats } from '../lib/campaign-facts';
import { useT } from '@/lib/i18n/use-t';

export function CampaignStatsRow({ stats }: { stats: CampaignStats }) {
  const t = useT();
  const { usd } = useMoney();
  const items = [
    { label: t('admin.stats.campaigns', { count: stats.count }), value: String(stats.count) },
    { label: t('admin.stats.requested'), value: usd(stats.fundingRequested) },
    {
      label: t('admin.stats.creators', { count: stats.uniqueCreators }),
      value: String(stats.uniqueCreators),
    },
  ];
  return (
    <ul className={styles.stats} aria-label={t('admin.stats.label')}>
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.statValue}>{item.value}</span>
          <span className={styles.statLabel}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

import type { OwnCampaign } from '../types';
import styles from './dashboard.module.css';
import { OwnCampaignCard } from './own-campaign-card';

export function CampaignGroup({ title, campaigns }: { title: string; campaigns: OwnCampaign[] }) {
  if (campaigns.length === 0) return null;
  const id = `group-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>
          {title} ({campaigns.length})
        </h2>
      </div>
      <ul className={styles.cards}>
        {campaigns.map((campaign) => (
          <li key={campaign._id}>
            <OwnCampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
    </section>
  );
}

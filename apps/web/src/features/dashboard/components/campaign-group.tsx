import { useT } from '@/lib/i18n/use-t';
import type { OwnCampaign } from '../types';
import styles from './dashboard.module.css';
import { OwnCampaignCard } from './own-campaign-card';

/** `group` names the catalogue's title of the group ('pending', 'approved', 'rejected'). */
export function CampaignGroup({
  group,
  campaigns,
  dialCode,
}: {
  group: string;
  campaigns: OwnCampaign[];
  dialCode?: string;
}) {
  const t = useT();
  if (campaigns.length === 0) return null;
  const id = `group-${group}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>
          {t(`creator.group.${group}`)} ({campaigns.length})
        </h2>
      </div>
      <ul className={styles.cards}>
        {campaigns.map((campaign) => (
          <li key={campaign._id}>
            <OwnCampaignCard campaign={campaign} dialCode={dialCode} />
          </li>
        ))}
      </ul>
    </section>
  );
}

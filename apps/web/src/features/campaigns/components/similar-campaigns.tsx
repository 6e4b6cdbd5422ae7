import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useRelatedCampaigns } from '../api/get-related-campaigns';
import { CampaignCard, cardGridClass } from './campaign-card';
import styles from './campaign-page.module.css';

export const SIMILAR_SHOWN = 3;

export function SimilarCampaigns({ campaignId }: { campaignId: string }) {
  const related = useRelatedCampaigns(campaignId);
  const t = useT();
  const campaigns = (related.data ?? []).filter((campaign) => campaign._id !== campaignId);
  if (campaigns.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="similar-title">
      <h2 id="similar-title" className={styles.sectionTitle}>
        {t('similar.title')}
      </h2>
      <ul className={cardGridClass}>
        {campaigns.slice(0, SIMILAR_SHOWN).map((campaign) => (
          <li key={campaign._id}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
      </ul>
      {campaigns.length > SIMILAR_SHOWN && (
        <Link to={paths.searchCampaigns.getHref()} className={styles.discover}>
          {t('similar.more')}
        </Link>
      )}
    </section>
  );
}

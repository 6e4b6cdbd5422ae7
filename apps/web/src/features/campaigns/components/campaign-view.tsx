import { useRef } from 'react';
import { FloatingAction } from '@/components/ui/floating-action';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { useScrolledPast } from '@/hooks/use-in-view';
import type { Campaign } from '../types';
import { categoryLabel, creatorOf, isCompleted } from '../utils/campaign-display';
import { CampaignActivity } from './campaign-activity';
import styles from './campaign-page.module.css';
import { CampaignStory } from './campaign-story';
import { CampaignSummaryCard } from './campaign-summary-card';
import { ShareButtons } from './share-buttons';
import { SimilarCampaigns } from './similar-campaigns';

export function CampaignView({ campaign }: { campaign: Campaign }) {
  const storyEnd = useRef<HTMLDivElement>(null);
  const pastStory = useScrolledPast(storyEnd);
  const creator = creatorOf(campaign);
  const completed = isCompleted(campaign);
  const shareUrl = `${window.location.origin}${paths.campaign.getHref(campaign._id)}`;
  return (
    <article className={`container ${styles.page}`}>
      {completed && (
        <div className={styles.banner} role="status">
          🎉 Campaign Successfully Completed
        </div>
      )}
      <header className={styles.header}>
        <span className={styles.chip}>{categoryLabel(campaign.category)}</span>
        <h1 className={styles.title}>{campaign.title}</h1>
        <div className={styles.byline}>
          <span>
            by <strong>{creator.name}</strong>
            {creator.country && ` · ${creator.country}`}
          </span>
          {campaign.verified && <span className={styles.verified}>✓ Verified</span>}
        </div>
      </header>
      <div className={styles.layout}>
        <SafeImage
          className={`${styles.image} ${styles.media}`}
          src={campaign.imagePath ? uploadUrl(campaign.imagePath) : undefined}
          alt={campaign.title}
          placeholder="Campaign Image"
          width={1200}
          height={675}
          sizes="(max-width: 1023px) 100vw, 760px"
          loading="eager"
          fetchPriority="high"
        />
        <aside className={styles.aside} aria-label="Funding">
          <CampaignSummaryCard campaign={campaign} />
          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>Share this campaign</h2>
            <ShareButtons url={shareUrl} title={campaign.title} />
          </div>
        </aside>
        <div className={styles.main}>
          <CampaignStory html={campaign.story || campaign.description || ''} endRef={storyEnd} />
          <CampaignActivity campaignId={campaign._id} />
        </div>
      </div>
      <SimilarCampaigns campaignId={campaign._id} />
      <FloatingAction to={paths.donation.getHref(campaign._id)} label="Donate Now" visible={pastStory && !completed} />
    </article>
  );
}

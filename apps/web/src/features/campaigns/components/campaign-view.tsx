import { useRef } from 'react';
import { FloatingAction } from '@/components/ui/floating-action';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { useScrolledPast } from '@/hooks/use-in-view';
import type { Campaign } from '../types';
import {
  acceptsDonations,
  categoryLabel,
  creatorOf,
  hasFailed,
  isCompleted,
} from '../lib/campaign-display';
import { CampaignActivity } from './campaign-activity';
import styles from './campaign-page.module.css';
import { CampaignStory } from './campaign-story';
import { CampaignSummaryCard } from './campaign-summary-card';
import { ShareButtons } from './share-buttons';
import { SimilarCampaigns } from './similar-campaigns';

/** The hero's slot: the page less its padding (16 px a side on a phone, 24 from 768 px), less the aside from 1024 px. */
const HERO_SIZES =
  '(min-width: 1180px) 744px, (min-width: 1024px) calc(100vw - 436px), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

export function CampaignView({ campaign }: { campaign: Campaign }) {
  const storyEnd = useRef<HTMLDivElement>(null);
  const pastStory = useScrolledPast(storyEnd);
  const hydrated = useHydrated();
  const creator = creatorOf(campaign);
  const completed = isCompleted(campaign);
  const inReview = campaign.status !== 'approved';
  // The server renders the link without the origin (the browser's address may differ from its public URL).
  const shareUrl = `${hydrated ? window.location.origin : ''}${paths.campaign.getHref(campaign._id)}`;
  return (
    <article className={`container ${styles.page}`}>
      {completed && (
        <div className={styles.banner} role="status">
          <CheckCircleIcon />
          Campaign Successfully Completed
        </div>
      )}
      {hasFailed(campaign) && (
        <div className={`${styles.banner} ${styles.failedBanner}`} role="status">
          This campaign did not reach its goal: every backer has been refunded
        </div>
      )}
      {inReview && <ReviewNotice status={campaign.status} />}
      <header className={styles.header}>
        <span className={styles.chip}>{categoryLabel(campaign.category)}</span>
        <h1 className={styles.title}>{campaign.title}</h1>
        <div className={styles.byline}>
          <span>
            by <strong>{creator.name}</strong>
            {creator.country && ` · ${creator.country}`}
          </span>
          {campaign.verified && (
            <span className={styles.verified}>
              <span aria-hidden="true">✓</span> Verified
            </span>
          )}
        </div>
      </header>
      <div className={styles.layout}>
        <ResponsiveImage
          className={`${styles.image} ${styles.media}`}
          src={campaign.imagePath ? uploadUrl(campaign.imagePath) : undefined}
          alt={campaign.title}
          placeholder="Campaign Image"
          width={1200}
          height={675}
          sizes={HERO_SIZES}
          priority
        />
        <aside className={styles.aside} aria-label="Funding">
          <CampaignSummaryCard campaign={campaign} />
          {!inReview && (
            <div className={styles.card}>
              <h2 className={styles.sectionTitle}>Share this campaign</h2>
              <ShareButtons url={shareUrl} title={campaign.title} />
            </div>
          )}
        </aside>
        <div className={styles.main}>
          <CampaignStory html={campaign.story || campaign.description || ''} endRef={storyEnd} />
          <CampaignActivity campaignId={campaign._id} />
        </div>
      </div>
      {!inReview && <SimilarCampaigns campaignId={campaign._id} />}
      <FloatingAction
        to={paths.donation.getHref(campaign._id)}
        label="Donate Now"
        visible={pastStory && acceptsDonations(campaign)}
      />
    </article>
  );
}

function ReviewNotice({ status }: { status: string }) {
  return (
    <div className={`${styles.banner} ${styles.reviewBanner}`} role="status">
      {status === 'rejected'
        ? 'This campaign was not approved. Only you and our team can see this page.'
        : 'Awaiting review: only you and our team can see this page until it is approved.'}
    </div>
  );
}

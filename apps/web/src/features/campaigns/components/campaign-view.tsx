import type { Language } from '@harambee/messages/src/language-codes';
import { countryNamesIn } from '@harambee/rules';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { FloatingAction } from '@/components/ui/floating-action';
import { DialToGive } from '@/components/ui/dial-to-give';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { useScrolledPast } from '@/hooks/use-in-view';
import { pathInLanguage } from '@/lib/i18n/language';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import type { Campaign } from '../types';
import { acceptsDonations, creatorOf, hasFailed, isCompleted } from '../lib/campaign-display';
import { CampaignActivity } from './campaign-activity';
import styles from './campaign-page.module.css';
import { CampaignStory } from './campaign-story';
import { CampaignSummaryCard } from './campaign-summary-card';
import { ShareButtons } from './share-buttons';
import { SimilarCampaigns } from './similar-campaigns';

/** The hero's slot: the page less its padding (16 px a side on a phone, 24 from 768 px), less the aside from 1024 px. */
const HERO_SIZES =
  '(min-width: 1180px) 744px, (min-width: 1024px) calc(100vw - 436px), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/** `dialCode`: the USSD code phones dial to give, where the server offers it. */
export function CampaignView({ campaign, dialCode }: { campaign: Campaign; dialCode?: string }) {
  const storyEnd = useRef<HTMLDivElement>(null);
  const pastStory = useScrolledPast(storyEnd);
  const hydrated = useHydrated();
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const creator = creatorOf(campaign);
  const completed = isCompleted(campaign);
  const inReview = campaign.status !== 'approved';
  // The server renders the link without the origin (the browser's address may differ from its public URL); a
  // reader gets the campaign in the language it was shared in.
  const sharedPath = pathInLanguage(paths.campaign.getHref(campaign._id), intl.locale as Language);
  const shareUrl = `${hydrated ? window.location.origin : ''}${sharedPath}`;
  return (
    <article className={`container ${styles.page}`}>
      {completed && (
        <div className={styles.banner} role="status">
          <CheckCircleIcon />
          {intl.formatMessage({ id: 'campaign.completedBanner' })}
        </div>
      )}
      {hasFailed(campaign) && (
        <div className={`${styles.banner} ${styles.failedBanner}`} role="status">
          {intl.formatMessage({ id: 'campaign.failedBanner' })}
        </div>
      )}
      {inReview && <ReviewNotice status={campaign.status} />}
      <header className={styles.header}>
        <span className={styles.chip}>{categoryLabel(campaign.category)}</span>
        <h1 className={styles.title}>{campaign.title}</h1>
        <div className={styles.byline}>
          <span>
            {intl.formatMessage(
              { id: 'campaign.by' },
              { name: <strong key="name">{creator.name}</strong> },
            )}
            {creator.country && ` · ${countryNamesIn(intl.locale)(creator.country)}`}
          </span>
          {campaign.verified && (
            <span className={styles.verified}>
              <span aria-hidden="true">✓</span> {intl.formatMessage({ id: 'campaign.verified' })}
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
        <aside className={styles.aside} aria-label={intl.formatMessage({ id: 'campaign.funding' })}>
          <CampaignSummaryCard campaign={campaign} />
          {!inReview && (
            <div className={styles.card}>
              <h2 className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'campaign.share' })}
              </h2>
              <ShareButtons
                url={shareUrl}
                title={
                  dialCode && campaign.shortCode && acceptsDonations(campaign)
                    ? intl.formatMessage(
                        { id: 'campaign.shareWithCode' },
                        { title: campaign.title, serviceCode: dialCode, code: campaign.shortCode },
                      )
                    : campaign.title
                }
              />
              {acceptsDonations(campaign) && (
                <DialToGive
                  messageId="campaign.dialToGive"
                  serviceCode={dialCode}
                  code={campaign.shortCode}
                />
              )}
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
        label={intl.formatMessage({ id: 'home.promoDonate' })}
        visible={pastStory && acceptsDonations(campaign)}
      />
    </article>
  );
}

function ReviewNotice({ status }: { status: string }) {
  const intl = useIntl();
  return (
    <div className={`${styles.banner} ${styles.reviewBanner}`} role="status">
      {status === 'rejected'
        ? intl.formatMessage({ id: 'campaign.rejectedNotice' })
        : intl.formatMessage({ id: 'campaign.reviewNotice' })}
    </div>
  );
}

import type { Language } from '@harambee/messages/src/language-codes';
import { countryNamesIn } from '@harambee/rules';
import { useIntl } from 'react-intl';
import { ScrolledPastAction } from '@/components/ui/scrolled-past-action';
import { DialToGive } from '@/components/ui/dial-to-give';
import { CheckCircleIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { Island } from '@/islands/island';
import { pathInLanguage } from '@/lib/i18n/language';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import { campaignKeys } from '../api/campaign-keys';
import type { Campaign } from '../types';
import { acceptsDonations, creatorOf, hasFailed, isCompleted } from '../lib/campaign-display';
import { CampaignActivity } from './campaign-activity';
import styles from './campaign-page.module.css';
import { CampaignStory, STORY_END_ID } from './campaign-story';
import { LiveSummaryCard } from './live-summary-card';
import { CampaignShareButtons } from './share-buttons';
import { SimilarCampaigns } from './similar-campaigns';

/** The hero's slot: the page less its padding (16 px a side on a phone, 24 from 768 px), less the aside from 1024 px. */
const HERO_SIZES =
  '(min-width: 1180px) 744px, (min-width: 1024px) calc(100vw - 436px), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * `dialCode`: the USSD code phones dial to give, where the server offers it. Served alone, the page's islands are its
 * totals (live), share buttons, story (Read More), backers and activity, and the floating Donate Now.
 */
export function CampaignView({ campaign, dialCode }: { campaign: Campaign; dialCode?: string }) {
  const intl = useIntl();
  const categoryLabel = useCategoryLabel();
  const creator = creatorOf(campaign);
  const completed = isCompleted(campaign);
  const inReview = campaign.status !== 'approved';
  // A reader gets the campaign in the language it was shared in.
  const share = {
    path: pathInLanguage(paths.campaign.getHref(campaign._id), intl.locale as Language),
    title:
      dialCode && campaign.shortCode && acceptsDonations(campaign)
        ? intl.formatMessage(
            { id: 'campaign.shareWithCode' },
            { title: campaign.title, serviceCode: dialCode, code: campaign.shortCode },
          )
        : campaign.title,
  };
  const story = { html: campaign.story || campaign.description || '' };
  const floatingDonate = {
    to: paths.donation.getHref(campaign._id),
    label: intl.formatMessage({ id: 'home.promoDonate' }),
    pastId: STORY_END_ID,
  };
  const live = { campaignId: campaign._id };
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
          <Island
            name="campaign-summary"
            props={live}
            queries={[campaignKeys.detail(campaign._id)]}
          >
            <LiveSummaryCard {...live} />
          </Island>
          {!inReview && (
            <div className={styles.card}>
              <h2 className={styles.sectionTitle}>
                {intl.formatMessage({ id: 'campaign.share' })}
              </h2>
              <Island name="campaign-share" props={share}>
                <CampaignShareButtons {...share} />
              </Island>
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
          <Island name="campaign-story" props={story}>
            <CampaignStory {...story} />
          </Island>
          <Island
            name="campaign-activity"
            props={live}
            queries={[campaignKeys.donations(campaign._id), campaignKeys.updates(campaign._id)]}
          >
            <CampaignActivity {...live} />
          </Island>
        </div>
      </div>
      {!inReview && <SimilarCampaigns campaignId={campaign._id} />}
      {acceptsDonations(campaign) && (
        <Island name="scrolled-past-action" props={floatingDonate}>
          <ScrolledPastAction {...floatingDonate} />
        </Island>
      )}
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

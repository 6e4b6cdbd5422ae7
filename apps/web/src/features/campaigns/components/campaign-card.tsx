import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import { useFormatUsd } from '@/lib/i18n/use-format';
import type { Campaign } from '../types';
import { cardBadge, cardTitle, progressPercent } from '../lib/campaign-display';
import { ApproxLocalAmount } from '@/components/money/approx-local-amount';
import styles from './campaign-card.module.css';

export const cardGridClass = styles.grid;
export const showMoreClass = styles.more;

/** One column on phones, two on tablets, three of at most 380 px from 1024 px. */
const CARD_IMAGE_SIZES =
  '(min-width: 1024px) 380px, (min-width: 768px) calc(50vw - 34px), calc(100vw - 32px)';

/** `eagerImage`: the card shows on the first screen, so its image does not wait to be scrolled near. */
export function CampaignCard({
  campaign,
  eagerImage = false,
}: {
  campaign: Campaign;
  eagerImage?: boolean;
}) {
  const percent = progressPercent(campaign.amountRaised, campaign.goalAmount);
  const badge = cardBadge(campaign);
  const days = Math.max(0, campaign.daysRemaining);
  const intl = useIntl();
  const formatUsd = useFormatUsd();
  const funded = intl.formatMessage({ id: 'campaign.funded' }, { share: percent / 100 });
  const categoryLabel = useCategoryLabel();
  const badgeLabel =
    badge.tone === 'open'
      ? categoryLabel(campaign.category, 'short')
      : intl.formatMessage({ id: `campaign.badge.${badge.tone}` });
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage
          className={styles.image}
          src={campaign.imagePath ? uploadUrl(campaign.imagePath) : undefined}
          alt=""
          placeholder={intl.formatMessage({ id: 'campaign.imagePlaceholder' })}
          width={640}
          height={360}
          sizes={CARD_IMAGE_SIZES}
          loading={eagerImage ? 'eager' : 'lazy'}
        />
        <span className={`${styles.badge} ${styles[badge.tone] ?? ''}`}>{badgeLabel}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link
            to={paths.campaign.getHref(campaign._id)}
            className={styles.link}
            title={campaign.title}
          >
            {cardTitle(campaign.title)}
          </Link>
        </h3>
        <p className={styles.amounts}>
          {intl.formatMessage(
            { id: 'campaign.raisedOf' },
            {
              raised: <strong key="raised">{formatUsd(campaign.amountRaised)}</strong>,
              goal: formatUsd(campaign.goalAmount),
            },
          )}
          <ApproxLocalAmount dollars={campaign.amountRaised} />
        </p>
        <ProgressBar percent={percent} label={funded} />
        <div className={styles.meta}>
          <span>{funded}</span>
          <span>{intl.formatMessage({ id: 'campaign.daysLeft' }, { days })}</span>
        </div>
      </div>
    </article>
  );
}

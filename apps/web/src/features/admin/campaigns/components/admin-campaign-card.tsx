import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from '../../components/admin.module.css';
import { Badge, FeaturedBadge, StatusBadge } from '../../components/status-badge';
import type { AdminCampaign } from '../../types';
import { creatorName, waitingSince } from '../lib/campaign-facts';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import { ReviewButtons } from './review-buttons';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { useWaits } from '@/lib/i18n/use-waits';
import { waitingDays } from '@harambee/rules';

export function AdminCampaignCard({
  campaign,
  onDelete,
}: {
  campaign: AdminCampaign;
  onDelete: (campaign: AdminCampaign) => void;
}) {
  const t = useT();
  const { usd, shortDate } = useMoney();
  const categoryName = useCategoryLabel();
  const { days, hours, endDay } = useWaits();
  const since = waitingSince(campaign);
  const waited = (from: string) => {
    const now = new Date();
    const whole = waitingDays(from, now);
    return whole > 0
      ? days(whole)
      : hours(Math.max(0, Math.floor((now.getTime() - Date.parse(from)) / 3_600_000)));
  };
  return (
    <article className={styles.card} aria-label={campaign.title}>
      <div className={styles.cardTop}>
        <Badge>{categoryName(campaign.category)}</Badge>
        {campaign.featured && <FeaturedBadge />}
        <StatusBadge status={campaign.status} />
        {campaign.pendingEdit && <Badge>{t('admin.editAwaitingReview')}</Badge>}
      </div>
      <h3 className={styles.cardTitle}>{campaign.title}</h3>
      <dl className={styles.facts}>
        <dt>{t('admin.card.creator')}</dt>
        <dd>{creatorName(campaign)}</dd>
        <dt>{t('admin.card.goal')}</dt>
        <dd>{usd(campaign.goalAmount)}</dd>
        <dt>{t('admin.card.raised')}</dt>
        <dd>
          {usd(campaign.amountRaised)}
          {campaign.donationCount
            ? t('admin.card.fromGifts', {
                count: campaign.donationCount,
                shown: String(campaign.donationCount),
              })
            : ''}
        </dd>
        <dt>{t('admin.card.created')}</dt>
        <dd>
          <time dateTime={campaign.createdAt}>{shortDate(campaign.createdAt)}</time>
        </dd>
        {since && (
          <>
            <dt>{t('admin.card.waiting')}</dt>
            <dd>
              <time dateTime={since}>
                {t('admin.card.waitingFor', { duration: waited(since) })}
              </time>
            </dd>
          </>
        )}
        {campaign.endDate && (
          <>
            <dt>{t('admin.card.ends')}</dt>
            <dd>
              <time dateTime={campaign.endDate}>{endDay(campaign.endDate)}</time>
            </dd>
          </>
        )}
      </dl>
      <div className={styles.actions}>
        <Link
          to={paths.adminCampaign.getHref(campaign._id)}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={t('admin.card.viewDetailsOf', { title: campaign.title })}
        >
          {t('admin.card.viewDetails')}
        </Link>
        <ReviewButtons campaign={campaign} />
        <Button
          size="small"
          variant="ghost"
          onClick={() => onDelete(campaign)}
          aria-label={t('admin.card.deleteOf', { title: campaign.title })}
        >
          {t('admin.card.delete')}
        </Button>
      </div>
    </article>
  );
}

import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate, formatUsd } from '@/lib/format';
import styles from '../../components/admin.module.css';
import { Badge, FeaturedBadge, StatusBadge } from '../../components/status-badge';
import type { AdminCampaign } from '../../types';
import { categoryName, creatorName } from '../lib/campaign-facts';
import { ReviewButtons } from './review-buttons';
import { EDIT_AWAITING_REVIEW } from '@/lib/live-edits/messages';

export function AdminCampaignCard({
  campaign,
  onDelete,
}: {
  campaign: AdminCampaign;
  onDelete: (campaign: AdminCampaign) => void;
}) {
  return (
    <article className={styles.card} aria-label={campaign.title}>
      <div className={styles.cardTop}>
        <Badge>{categoryName(campaign.category)}</Badge>
        {campaign.featured && <FeaturedBadge />}
        <StatusBadge status={campaign.status} />
        {campaign.pendingEdit && <Badge>{EDIT_AWAITING_REVIEW}</Badge>}
      </div>
      <h3 className={styles.cardTitle}>{campaign.title}</h3>
      <dl className={styles.facts}>
        <dt>Creator</dt>
        <dd>{creatorName(campaign)}</dd>
        <dt>Goal</dt>
        <dd>{formatUsd(campaign.goalAmount)}</dd>
        <dt>Raised</dt>
        <dd>
          {formatUsd(campaign.amountRaised)}
          {campaign.donationCount
            ? ` from ${campaign.donationCount} ${campaign.donationCount === 1 ? 'gift' : 'gifts'}`
            : ''}
        </dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={campaign.createdAt}>{formatDate(campaign.createdAt)}</time>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Link
          to={paths.adminCampaign.getHref(campaign._id)}
          className={buttonClass({ size: 'small', variant: 'secondary' })}
          aria-label={`View details of ${campaign.title}`}
        >
          View Details
        </Link>
        <ReviewButtons campaign={campaign} />
        <Button
          size="small"
          variant="ghost"
          onClick={() => onDelete(campaign)}
          aria-label={`Delete ${campaign.title}`}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}

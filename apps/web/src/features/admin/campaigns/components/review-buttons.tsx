import { Button } from '@/components/ui/button';
import type { AdminCampaign } from '../../types';
import { useReviewCampaign, type ReviewAction } from '../api/campaign-actions';

const labels: Record<ReviewAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  feature: 'Feature',
  unfeature: 'Unfeature',
};

/** Approve and Reject while pending; Feature or Unfeature once approved. */
export function reviewActionsFor(
  campaign: Pick<AdminCampaign, 'status' | 'featured'>,
): ReviewAction[] {
  if (campaign.status === 'pending') return ['approve', 'reject'];
  if (campaign.status === 'approved') return [campaign.featured ? 'unfeature' : 'feature'];
  return [];
}

export function ReviewButtons({
  campaign,
  size = 'small',
}: {
  campaign: AdminCampaign;
  size?: 'small' | 'medium';
}) {
  const review = useReviewCampaign();
  return reviewActionsFor(campaign).map((action) => (
    <Button
      key={action}
      size={size}
      variant={action === 'reject' ? 'secondary' : 'primary'}
      disabled={review.isPending}
      aria-label={`${labels[action]} ${campaign.title}`}
      onClick={() => review.mutate({ id: campaign._id, action })}
    >
      {review.isPending && review.variables?.action === action
        ? `${labels[action]}...`
        : labels[action]}
    </Button>
  ));
}

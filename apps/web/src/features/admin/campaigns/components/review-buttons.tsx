import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AdminCampaign } from '../../types';
import { useReviewCampaign, type ReviewAction } from '../api/campaign-actions';
import { ReasonDialog } from '../../components/reason-dialog';
import { useT } from '@/lib/i18n/use-t';

const labels: Record<ReviewAction, string> = {
  approve: 'admin.review.approve',
  reject: 'admin.review.reject',
  feature: 'admin.review.feature',
  unfeature: 'admin.review.unfeature',
};

/** Approve and Reject while pending; Feature or Unfeature once approved. */
export function reviewActionsFor(
  campaign: Pick<AdminCampaign, 'status' | 'featured'>,
): ReviewAction[] {
  if (campaign.status === 'pending') return ['approve', 'reject'];
  if (campaign.status === 'approved') return [campaign.featured ? 'unfeature' : 'feature'];
  return [];
}

/** Once its buttons are gone, focus stays on the campaign decided, never on the next one's buttons. */
const keepFocusOn = (element: HTMLElement | null | undefined) => {
  if (!element) return;
  element.tabIndex = -1;
  element.focus();
};

export function ReviewButtons({
  campaign,
  size = 'small',
}: {
  campaign: AdminCampaign;
  size?: 'small' | 'medium';
}) {
  const review = useReviewCampaign();
  const t = useT();
  const [rejecting, setRejecting] = useState(false);
  const home = useRef<HTMLSpanElement>(null);
  const reject = (reason: string) => {
    const decided = home.current?.closest<HTMLElement>('article, main');
    review.mutate(
      { id: campaign._id, action: 'reject', reason },
      {
        onSuccess: () => {
          setRejecting(false);
          keepFocusOn(decided);
        },
      },
    );
  };
  return (
    <>
      <span ref={home} hidden />
      {reviewActionsFor(campaign).map((action) => (
        <Button
          key={action}
          size={size}
          variant={action === 'reject' ? 'secondary' : 'primary'}
          disabled={review.isPending}
          aria-label={`${t(labels[action])} ${campaign.title}`}
          onClick={() =>
            action === 'reject' ? setRejecting(true) : review.mutate({ id: campaign._id, action })
          }
        >
          {review.isPending && review.variables?.action === action
            ? `${t(labels[action])}...`
            : t(labels[action])}
        </Button>
      ))}
      <ReasonDialog
        key={String(rejecting)}
        open={rejecting}
        title={t('admin.reject.title')}
        textId="admin.reject.text"
        subject={campaign.title}
        reasonRequired={t('admin.reject.required')}
        busyLabel={t('admin.reject.busy')}
        busy={review.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={reject}
      />
    </>
  );
}

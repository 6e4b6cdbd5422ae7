import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EditComparison } from '@/components/live-edits/edit-comparison';
import { EDIT_AWAITING_REVIEW } from '@/lib/live-edits/messages';
import adminStyles from '../../components/admin.module.css';
import { ReasonField } from '../../components/reason-field';
import type { AdminCampaign } from '../../types';
import { useReviewEdit } from '../api/review-edit';

export const EDIT_REASON_REQUIRED = 'Tell the creator why, so they can change it';

/** The pending edit beside the live campaign; publishing makes it live, rejecting keeps the live one and says why. */
export function PendingEditReview({ campaign }: { campaign: AdminCampaign }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const review = useReviewEdit();
  const id = useId();
  const edit = campaign.pendingEdit;
  if (!edit) return null;
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(EDIT_REASON_REQUIRED);
    setError(undefined);
    review.mutate({ id: campaign._id, publish: false, reason: reason.trim() });
  };
  const busy = review.isPending;
  return (
    <section className={adminStyles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={adminStyles.panelTitle}>
        {EDIT_AWAITING_REVIEW}
      </h2>
      <p>The live version stays public until you publish this edit.</p>
      <EditComparison live={campaign} edit={edit} />
      <form onSubmit={reject} noValidate>
        <ReasonField id={`${id}-reason`} value={reason} error={error} onChange={setReason} />
        <Button
          type="button"
          disabled={busy}
          onClick={() => review.mutate({ id: campaign._id, publish: true })}
        >
          {busy && review.variables?.publish ? 'Publishing...' : 'Publish edit'}
        </Button>{' '}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy && !review.variables?.publish ? 'Rejecting...' : 'Reject edit'}
        </Button>
      </form>
    </section>
  );
}

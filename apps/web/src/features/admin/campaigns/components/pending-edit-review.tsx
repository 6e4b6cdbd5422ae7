import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { EditComparison } from '@/components/live-edits/edit-comparison';
import { useT } from '@/lib/i18n/use-t';
import adminStyles from '../../components/admin.module.css';
import { ReasonField } from '../../components/reason-field';
import type { AdminCampaign } from '../../types';
import { useReviewEdit } from '../api/review-edit';

/** The pending edit beside the live campaign; publishing makes it live, rejecting keeps the live one and says why. */
export function PendingEditReview({ campaign }: { campaign: AdminCampaign }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const review = useReviewEdit();
  const id = useId();
  const t = useT();
  const edit = campaign.pendingEdit;
  if (!edit) return null;
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('liveEdit.reasonRequired'));
    setError(undefined);
    review.mutate({ id: campaign._id, publish: false, reason: reason.trim() });
  };
  const busy = review.isPending;
  return (
    <section className={adminStyles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={adminStyles.panelTitle}>
        {t('admin.editAwaitingReview')}
      </h2>
      <p>{t('liveEdit.liveUntilPublished')}</p>
      <EditComparison live={campaign} edit={edit} />
      <form onSubmit={reject} noValidate>
        <ReasonField id={`${id}-reason`} value={reason} error={error} onChange={setReason} />
        <Button
          type="button"
          disabled={busy}
          onClick={() => review.mutate({ id: campaign._id, publish: true })}
        >
          {busy && review.variables?.publish ? t('liveEdit.publishing') : t('liveEdit.publish')}
        </Button>{' '}
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy && !review.variables?.publish ? t('admin.reject.busy') : t('liveEdit.reject')}
        </Button>
      </form>
    </section>
  );
}

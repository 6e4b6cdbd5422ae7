import { Alert } from '@/components/ui/feedback';
import { EDIT_AWAITING_REVIEW, EDIT_REJECTED } from '@/lib/live-edits/messages';
import type { EditReview, LiveText } from '@/lib/live-edits/types';
import { EditComparison } from './edit-comparison';
import styles from './edit-comparison.module.css';

/** For the creator: the edit under review beside the live campaign, or why the last edit was turned down. */
export function EditReviewStatus({ campaign }: { campaign: LiveText & EditReview }) {
  const { pendingEdit, editRejection } = campaign;
  if (pendingEdit)
    return (
      <section className={styles.status} aria-labelledby="edit-review-heading">
        <h2 id="edit-review-heading">{EDIT_AWAITING_REVIEW}</h2>
        <p>The public sees the live version until our team approves your changes.</p>
        <EditComparison live={campaign} edit={pendingEdit} />
      </section>
    );
  if (editRejection)
    return (
      <Alert tone="error" className={styles.status}>
        <strong>{EDIT_REJECTED}.</strong> The live version stays public.
        {editRejection.reason && <> Reason: {editRejection.reason}</>}
      </Alert>
    );
  return null;
}

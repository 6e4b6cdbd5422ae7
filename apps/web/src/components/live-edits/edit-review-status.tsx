import { Alert } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';
import type { EditReview, LiveText } from '@/lib/live-edits/types';
import { EditComparison } from './edit-comparison';
import styles from './edit-comparison.module.css';

/** For the creator: the edit under review beside the live campaign, or why the last edit was turned down. */
export function EditReviewStatus({ campaign }: { campaign: LiveText & EditReview }) {
  const t = useT();
  const { pendingEdit, editRejection } = campaign;
  if (pendingEdit)
    return (
      <section className={styles.status} aria-labelledby="edit-review-heading">
        <h2 id="edit-review-heading">{t('creator.card.editAwaitingReview')}</h2>
        <p>{t('liveEdit.liveUntilApproved')}</p>
        <EditComparison live={campaign} edit={pendingEdit} />
      </section>
    );
  if (editRejection)
    return (
      <Alert tone="error" className={styles.status}>
        <strong>{t('creator.card.editRejected')}.</strong> {t('liveEdit.liveStays')}
        {editRejection.reason && <> {t('liveEdit.reason', { reason: editRejection.reason })}</>}
      </Alert>
    );
  return null;
}

import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { formatDate } from '@/lib/format';
import { editDiff, type FieldChange } from '@/lib/live-edits/edit-diff';
import type { LiveText, PendingEdit } from '@/lib/live-edits/types';
import styles from './edit-comparison.module.css';

function Value({ change, side }: { change: FieldChange; side: 'live' | 'proposed' }) {
  const value = change[side];
  if (change.field === 'story')
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} />;
  if (change.field === 'image')
    return (
      <SafeImage
        className={styles.image}
        src={value ? uploadUrl(value) : undefined}
        alt={side === 'live' ? 'Live image' : 'Proposed image'}
        placeholder="Campaign Image"
        width={240}
        height={135}
      />
    );
  return <p className={styles.text}>{value}</p>;
}

/** The live campaign beside its pending edit, field by field, the changed fields marked. */
export function EditComparison({ live, edit }: { live: LiveText; edit: PendingEdit }) {
  const changes = editDiff(live, edit);
  return (
    <div className={styles.comparison} data-testid="edit-comparison">
      <p className={styles.when}>
        Edit sent <time dateTime={edit.editedAt}>{formatDate(edit.editedAt)}</time>
      </p>
      {changes.map((change) => (
        <section
          key={change.field}
          className={`${styles.field} ${change.changed ? styles.changed : ''}`}
          aria-label={`${change.label}: ${change.changed ? 'changed' : 'unchanged'}`}
        >
          <h3 className={styles.label}>
            {change.label}
            <span className={styles.mark}>{change.changed ? 'Changed' : 'Unchanged'}</span>
          </h3>
          {change.changed ? (
            <div className={styles.sides}>
              <div className={styles.side}>
                <h4>Live now</h4>
                <Value change={change} side="live" />
              </div>
              <div className={`${styles.side} ${styles.proposed}`}>
                <h4>Proposed</h4>
                <Value change={change} side="proposed" />
              </div>
            </div>
          ) : (
            change.field !== 'story' && <Value change={change} side="live" />
          )}
        </section>
      ))}
    </div>
  );
}

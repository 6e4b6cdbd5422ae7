import { FormattedMessage } from 'react-intl';
import { SafeImage } from '@/components/ui/safe-image';
import { uploadUrl } from '@/config/constants';
import { useCategoryLabel } from '@/lib/i18n/use-category-label';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { editDiff, type FieldChange } from '@/lib/live-edits/edit-diff';
import type { LiveText, PendingEdit } from '@/lib/live-edits/types';
import styles from './edit-comparison.module.css';

function Value({ change, side }: { change: FieldChange; side: 'live' | 'proposed' }) {
  const t = useT();
  const categoryLabel = useCategoryLabel();
  const value = change[side];
  if (change.field === 'story')
    return <div className="rich-text" dangerouslySetInnerHTML={{ __html: value }} />;
  if (change.field === 'image')
    return (
      <SafeImage
        className={styles.image}
        src={value ? uploadUrl(value) : undefined}
        alt={t(side === 'live' ? 'liveEdit.liveImage' : 'liveEdit.proposedImage')}
        placeholder={t('campaign.imagePlaceholder')}
        width={240}
        height={135}
      />
    );
  return (
    <p className={styles.text}>{change.field === 'category' ? categoryLabel(value) : value}</p>
  );
}

/** The live campaign beside its pending edit, field by field, the changed fields marked. */
export function EditComparison({ live, edit }: { live: LiveText; edit: PendingEdit }) {
  const t = useT();
  const { shortDate } = useMoney();
  const changes = editDiff(live, edit);
  return (
    <div className={styles.comparison} data-testid="edit-comparison">
      <p className={styles.when}>
        <FormattedMessage
          id="liveEdit.sent"
          values={{ date: <time dateTime={edit.editedAt}>{shortDate(edit.editedAt)}</time> }}
        />
      </p>
      {changes.map((change) => {
        const label = t(`liveEdit.field.${change.field}`);
        return (
          <section
            key={change.field}
            className={`${styles.field} ${change.changed ? styles.changed : ''}`}
            aria-label={t(change.changed ? 'liveEdit.fieldChanged' : 'liveEdit.fieldUnchanged', {
              field: label,
            })}
          >
            <h3 className={styles.label}>
              {label}
              <span className={styles.mark}>
                {t(change.changed ? 'liveEdit.changed' : 'liveEdit.unchanged')}
              </span>
            </h3>
            {change.changed ? (
              <div className={styles.sides}>
                <div className={styles.side}>
                  <h4>{t('liveEdit.liveNow')}</h4>
                  <Value change={change} side="live" />
                </div>
                <div className={`${styles.side} ${styles.proposed}`}>
                  <h4>{t('liveEdit.proposed')}</h4>
                  <Value change={change} side="proposed" />
                </div>
              </div>
            ) : (
              change.field !== 'story' && <Value change={change} side="live" />
            )}
          </section>
        );
      })}
    </div>
  );
}

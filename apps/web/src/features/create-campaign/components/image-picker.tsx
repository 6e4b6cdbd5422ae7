import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import fieldStyles from '@/components/ui/field.module.css';
import { CAMPAIGN_IMAGE_TYPES } from '@harambee/rules';
import { useT } from '@/lib/i18n/use-t';
import styles from './create-campaign.module.css';

type Props = {
  file: File | null;
  previewUrl?: string;
  error?: string;
  lost?: boolean;
  restoring: boolean;
  onPick: (file: File) => void;
};

/** Campaign image: JPEG, PNG or GIF; shows the picked file, or a note when a reload lost it. */
export function ImagePicker({ file, previewUrl, error, lost, restoring, onPick }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = ['image-hint', error && 'image-error'].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="image" className={fieldStyles.label}>
        {t('create.field.image')}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </label>
      {lost && !file && <Alert tone="warning">{t('create.imageNotKept')}</Alert>}
      <div className={`${styles.picker} ${error ? styles.pickerInvalid : ''}`}>
        {file && (
          <div className={styles.pickerRow}>
            {previewUrl && <img className={styles.thumb} src={previewUrl} alt="" />}
            <p className={styles.fileName}>
              {t('create.field.fileSize', {
                name: file.name,
                kilobytes: Math.max(1, Math.round(file.size / 1024)),
              })}
            </p>
          </div>
        )}
        {restoring && <p className={styles.fileName}>{t('create.field.restoringImage')}</p>}
        <input
          ref={input}
          id="image"
          name="image"
          className={file ? 'visually-hidden' : styles.fileInput}
          tabIndex={file ? -1 : undefined}
          type="file"
          accept={CAMPAIGN_IMAGE_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onPick(picked);
            event.target.value = '';
          }}
        />
        {file && (
          <Button variant="secondary" size="small" onClick={() => input.current?.click()}>
            {t('create.field.changeImage')}
          </Button>
        )}
      </div>
      <span id="image-hint" className={fieldStyles.hint}>
        {t('create.field.imageHint')}
      </span>
      {error && (
        <p id="image-error" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

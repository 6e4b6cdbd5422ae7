import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import fieldStyles from '@/components/ui/field.module.css';
import { CAMPAIGN_IMAGE_TYPES } from '@harambee/rules';
import styles from './create-campaign.module.css';

type Props = {
  file: File | null;
  previewUrl?: string;
  error?: string;
  note?: string;
  restoring: boolean;
  onPick: (file: File) => void;
};

/** Campaign image: JPEG, PNG or GIF; shows the picked file, or a note when a reload lost it. */
export function ImagePicker({ file, previewUrl, error, note, restoring, onPick }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const describedBy = ['image-hint', error && 'image-error'].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="image" className={fieldStyles.label}>
        Campaign image
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </label>
      {note && !file && <Alert tone="warning">{note}</Alert>}
      <div className={`${styles.picker} ${error ? styles.pickerInvalid : ''}`}>
        {file && (
          <div className={styles.pickerRow}>
            {previewUrl && <img className={styles.thumb} src={previewUrl} alt="" />}
            <p className={styles.fileName}>
              {file.name} ({Math.max(1, Math.round(file.size / 1024))} KB)
            </p>
          </div>
        )}
        {restoring && <p className={styles.fileName}>Restoring your image…</p>}
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
            Change image
          </Button>
        )}
      </div>
      <span id="image-hint" className={fieldStyles.hint}>
        JPEG, PNG or GIF, up to 5MB.
      </span>
      {error && (
        <p id="image-error" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

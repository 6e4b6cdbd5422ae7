import { useEffect, useState, type ChangeEvent } from 'react';
import { controlClass } from '@/components/ui/field';
import { useT } from '@/lib/i18n/use-t';
import { BLOG_IMAGE_TYPES, imageError } from '../lib/blog-form';
import styles from './blog-admin.module.css';

type Props = {
  currentImage?: string;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
};

/** The post's image: JPEG, PNG or WEBP up to 5MB, checked as soon as it is chosen; the current one is kept when editing. */
export function ImagePicker({ currentImage, error, onChange }: Props) {
  const [chosenUrl, setChosenUrl] = useState<string>();
  const t = useT();
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );
  const preview = chosenUrl ?? currentImage;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? imageError(chosen) : undefined;
    if (problem) event.target.value = '';
    const accepted = problem ? null : chosen;
    setChosenUrl(accepted ? URL.createObjectURL(accepted) : undefined);
    onChange(accepted, problem);
  };

  const describedBy = ['blog-image-hint', error && 'blog-image-error'].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor="blog-image" className={styles.label}>
        {t('admin.image.label')}
        {!currentImage && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {preview && (
        <img
          src={preview}
          alt={t(chosenUrl ? 'admin.image.previewChosen' : 'admin.image.current')}
          className={styles.preview}
          width={360}
          height={203}
        />
      )}
      <input
        id="blog-image"
        type="file"
        accept={BLOG_IMAGE_TYPES.join(',')}
        className={`${controlClass} ${styles.file}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={choose}
      />
      <span id="blog-image-hint" className={styles.hint}>
        {t(currentImage ? 'admin.image.hintKeep' : 'admin.image.hint')}
      </span>
      {error && (
        <p id="blog-image-error" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

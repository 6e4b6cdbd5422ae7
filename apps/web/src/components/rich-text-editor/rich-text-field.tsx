import type { ReactNode } from 'react';
import { FieldNotes, fieldAria } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import styles from './rich-text-editor.module.css';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: ReactNode;
  /** Shown at the right of the label, e.g. a character counter. */
  aside?: ReactNode;
};

/** A labelled, required rich-text field with hint and error, like the plain fields of a form. */
export function RichTextField({ id, label, value, onChange, error, hint, aside }: Props) {
  const { 'aria-describedby': describedBy } = fieldAria(id, error, Boolean(hint));
  return (
    <div className={fieldStyles.field}>
      <div className={styles.labelRow}>
        <span id={`${id}-label`} className={fieldStyles.label}>
          {label}
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        </span>
        {aside}
      </div>
      <LazyRichTextEditor
        id={id}
        labelledBy={`${id}-label`}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={describedBy}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

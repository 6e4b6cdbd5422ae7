import { useId } from 'react';
import { defaultHints, fieldHints } from '../lib/hints';
import styles from './create-campaign.module.css';

/** The tip for the field in focus: beside the form on wide screens, pinned above the field on phones. */
export function FieldHint({
  field,
  step,
  inline = false,
}: {
  field: string | null;
  step: 1 | 2;
  inline?: boolean;
}) {
  const titleId = useId();
  const hint = (field && fieldHints[field]) || defaultHints[step];
  return (
    <section
      className={`${styles.tips} ${inline ? styles.tipsInline : styles.tipsAside}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>Tip</h2>
      <p aria-live="polite">{hint}</p>
    </section>
  );
}

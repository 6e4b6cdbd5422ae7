import { STATED_TERMS } from '@harambee/rules';
import { createContext, useContext, useId } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { hasHint } from '../lib/hints';
import styles from './create-campaign.module.css';

/** The field in focus while its tip may show (not while the verification panel or the success notice does). */
export const FocusedField = createContext<string | null>(null);

/** The tip for the field in focus, beside the form on wide screens. */
export function FieldHint({ field, step }: { field: string | null; step: 1 | 2 }) {
  const titleId = useId();
  const t = useT();
  const hint = field && hasHint(field) ? `create.hint.${field}` : `create.hint.step${step}`;
  return (
    <section className={`${styles.tips} ${styles.tipsAside}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('create.tip')}</h2>
      <p aria-live="polite">{t(hint, STATED_TERMS)}</p>
    </section>
  );
}

/** On phones, the tip of the field in focus, right under that field: it never covers what is being corrected. */
export function InlineTip({ field }: { field: string }) {
  const focused = useContext(FocusedField);
  const titleId = useId();
  const t = useT();
  if (focused !== field || !hasHint(field)) return null;
  return (
    <section className={`${styles.tips} ${styles.tipsInline}`} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('create.tip')}</h2>
      <p aria-live="polite">{t(`create.hint.${field}`, STATED_TERMS)}</p>
    </section>
  );
}

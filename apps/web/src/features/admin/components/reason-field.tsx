import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { useT } from '@/lib/i18n/use-t';

type Props = { id: string; value: string; error?: string; onChange: (reason: string) => void };

/** The reason an admin gives for a decision someone else is told about (up to 500 characters). */
export function ReasonField({ id, value, error, onChange }: Props) {
  const t = useT();
  return (
    <Field id={id} label={t('admin.reason')} error={error} required>
      <textarea
        className={controlClass}
        value={value}
        maxLength={500}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(id, error)}
      />
    </Field>
  );
}

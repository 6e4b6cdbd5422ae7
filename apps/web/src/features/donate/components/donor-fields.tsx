import { checkClass, controlClass, Field, fieldAria } from '@/components/ui/field';
import fieldStyles from '@/components/ui/field.module.css';
import { useT } from '@/lib/i18n/use-t';
import { MESSAGE_MAX } from '../form-checks';
import styles from './donate.module.css';

type DonorValues = { donorName: string; anonymous: boolean; message: string; email?: string };
type Props<T extends DonorValues> = {
  values: T;
  errors: Record<string, string>;
  onChange: (patch: Partial<T>) => void;
};

/** Name (unless anonymous), optional email and a message of up to 500 characters. */
export function DonorFields<T extends DonorValues>({ values, errors, onChange }: Props<T>) {
  const set = (patch: Partial<DonorValues>) => onChange(patch as Partial<T>);
  const t = useT();
  return (
    <>
      <label className={checkClass}>
        <input
          type="checkbox"
          name="anonymous"
          checked={values.anonymous}
          onChange={(event) => set({ anonymous: event.target.checked })}
        />
        <span>{t('giving.donor.anonymous')}</span>
      </label>
      {!values.anonymous && (
        <Field id="donor-name" label={t('giving.donor.name')} error={errors.donorName} required>
          <input
            {...fieldAria('donor-name', errors.donorName)}
            className={controlClass}
            name="donorName"
            autoComplete="name"
            value={values.donorName}
            onChange={(event) => set({ donorName: event.target.value })}
          />
        </Field>
      )}
      {values.email !== undefined && (
        <Field id="donor-email" label={t('giving.donor.email')} error={errors.email}>
          <input
            {...fieldAria('donor-email', errors.email)}
            type="email"
            className={controlClass}
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set({ email: event.target.value })}
          />
        </Field>
      )}
      <Field id="donation-message" label={t('giving.donor.message')} error={errors.message}>
        <textarea
          {...fieldAria('donation-message', errors.message)}
          className={controlClass}
          name="message"
          maxLength={MESSAGE_MAX}
          value={values.message}
          onChange={(event) => set({ message: event.target.value })}
        />
      </Field>
      <span className={`${fieldStyles.hint} ${styles.counter}`} aria-live="polite">
        {values.message.length}/{MESSAGE_MAX}
      </span>
    </>
  );
}

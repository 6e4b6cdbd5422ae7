import { checkClass, controlClass, Field, fieldAria } from '@/components/ui/field';
import type { DonationFormInput } from '../schemas';
import styles from './donate.module.css';

type Props = {
  values: DonationFormInput;
  errors: Record<string, string>;
  onChange: (patch: Partial<DonationFormInput>) => void;
};

const intervalLabels = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
} as const;
const dedicationLabels = {
  inHonor: 'In honor of',
  inMemory: 'In memory of',
  inCelebration: 'In celebration of',
} as const;

/** Recurring giving and a dedication. */
export function GivingOptions({ values, errors, onChange }: Props) {
  return (
    <>
      <label className={checkClass}>
        <input
          type="checkbox"
          checked={values.isRecurring}
          onChange={(event) => onChange({ isRecurring: event.target.checked })}
        />
        <span>Make this a recurring donation</span>
      </label>
      {values.isRecurring && (
        <div className={styles.nested}>
          <Field id="recurring-interval" label="How often">
            <select
              id="recurring-interval"
              className={controlClass}
              value={values.recurringInterval}
              onChange={(event) =>
                onChange({
                  recurringInterval: event.target.value as DonationFormInput['recurringInterval'],
                })
              }
            >
              {Object.entries(intervalLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      <label className={checkClass}>
        <input
          type="checkbox"
          checked={values.dedicate}
          onChange={(event) => onChange({ dedicate: event.target.checked })}
        />
        <span>Dedicate this donation to someone</span>
      </label>
      {values.dedicate && (
        <div className={styles.nested}>
          <Field id="dedication-type" label="Dedication">
            <select
              id="dedication-type"
              className={controlClass}
              value={values.dedicationType}
              onChange={(event) =>
                onChange({
                  dedicationType: event.target.value as DonationFormInput['dedicationType'],
                })
              }
            >
              {Object.entries(dedicationLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="dedication-name" label="Their name" error={errors.dedicationName} required>
            <input
              {...fieldAria('dedication-name', errors.dedicationName)}
              className={controlClass}
              value={values.dedicationName}
              onChange={(event) => onChange({ dedicationName: event.target.value })}
            />
          </Field>
        </div>
      )}
    </>
  );
}

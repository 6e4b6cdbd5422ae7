import { checkClass, controlClass, Field, fieldAria } from '@/components/ui/field';
import type { DonationFormInput } from '../schemas';
import styles from './donate.module.css';
import { keepPostedLabel } from '@harambee/rules';

type Props = {
  creatorName: string;
  values: DonationFormInput;
  errors: Record<string, string>;
  onChange: (patch: Partial<DonationFormInput>) => void;
};

const dedicationLabels = {
  inHonor: 'In honor of',
  inMemory: 'In memory of',
  inCelebration: 'In celebration of',
} as const;

/** Keeping posted about the creator's next campaign (one mail, one-click unfollow) and a dedication. */
export function GivingOptions({ creatorName, values, errors, onChange }: Props) {
  return (
    <>
      <label className={checkClass}>
        <input
          type="checkbox"
          name="keepPosted"
          checked={values.keepPosted}
          onChange={(event) => onChange({ keepPosted: event.target.checked })}
        />
        <span>{keepPostedLabel(creatorName)}</span>
      </label>
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

import { checkClass, controlClass, Field, fieldAria } from '@/components/ui/field';
import type { DonationFormInput } from '../form-checks';
import styles from './donate.module.css';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  creatorName: string;
  values: DonationFormInput;
  errors: Record<string, string>;
  onChange: (patch: Partial<DonationFormInput>) => void;
};

const dedicationLabels = {
  inHonor: 'giving.dedication.inHonor',
  inMemory: 'giving.dedication.inMemory',
  inCelebration: 'giving.dedication.inCelebration',
} as const;

/** Keeping posted about the creator's next campaign (one mail, one-click unfollow) and a dedication. */
export function GivingOptions({ creatorName, values, errors, onChange }: Props) {
  const t = useT();
  return (
    <>
      <label className={checkClass}>
        <input
          type="checkbox"
          name="keepPosted"
          checked={values.keepPosted}
          onChange={(event) => onChange({ keepPosted: event.target.checked })}
        />
        <span>
          {creatorName
            ? t('giving.keepPosted', { creator: creatorName })
            : t('giving.keepPostedAnyone')}
        </span>
      </label>
      <label className={checkClass}>
        <input
          type="checkbox"
          checked={values.dedicate}
          onChange={(event) => onChange({ dedicate: event.target.checked })}
        />
        <span>{t('giving.dedication.ask')}</span>
      </label>
      {values.dedicate && (
        <div className={styles.nested}>
          <Field id="dedication-type" label={t('giving.dedication.label')}>
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
                  {t(label)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="dedication-name"
            label={t('giving.dedication.name')}
            error={errors.dedicationName}
            required
          >
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

import { useIntl } from 'react-intl';
import { controlClass, Field, fieldAria } from '@/components/ui/field';
import { COUNTRIES, countryNamesIn } from '@harambee/rules';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/lib/i18n/use-t';
import type { SavedCreator } from '../lib/draft';
import styles from './create-campaign.module.css';
import { InlineTip } from './field-hint';

export type Passwords = { password: string; confirmPassword: string };

type Props = {
  values: SavedCreator;
  passwords: Passwords;
  errors: Record<string, string>;
  onChange: (patch: Partial<SavedCreator>) => void;
  onPasswords: (patch: Partial<Passwords>) => void;
};

/** Step 2: who is behind the campaign; this becomes their creator account. */
export function CreatorStep({ values, passwords, errors, onChange, onPasswords }: Props) {
  const t = useT();
  const countryName = countryNamesIn(useIntl().locale);
  return (
    <>
      <div className={styles.two}>
        <Field id="name" label={t('create.field.name')} error={errors.name} required>
          <input
            {...fieldAria('name', errors.name)}
            name="name"
            className={controlClass}
            autoComplete="name"
            value={values.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </Field>
        <InlineTip field="name" />
        <Field id="email" label={t('create.field.email')} error={errors.email} required>
          <input
            {...fieldAria('email', errors.email)}
            name="email"
            className={controlClass}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => onChange({ email: event.target.value })}
          />
        </Field>
        <InlineTip field="email" />
        <Field id="phone" label={t('create.field.phone')} error={errors.phone} required>
          <input
            {...fieldAria('phone', errors.phone)}
            name="phone"
            className={controlClass}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => onChange({ phone: event.target.value })}
          />
        </Field>
        <InlineTip field="phone" />
        <Field id="country" label={t('create.field.country')} error={errors.country} required>
          <select
            {...fieldAria('country', errors.country)}
            name="country"
            className={controlClass}
            autoComplete="country-name"
            value={values.country}
            onChange={(event) => onChange({ country: event.target.value })}
          >
            <option value="">{t('create.field.chooseCountry')}</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {countryName(country)}
              </option>
            ))}
          </select>
        </Field>
        <InlineTip field="country" />
        <Field
          id="password"
          label={t('create.field.password')}
          error={errors.password}
          hint={t('create.field.passwordHint')}
          required
        >
          <PasswordInput
            {...fieldAria('password', errors.password, true)}
            name="password"
            autoComplete="new-password"
            value={passwords.password}
            onChange={(event) => onPasswords({ password: event.target.value })}
          />
        </Field>
        <InlineTip field="password" />
        <Field
          id="confirmPassword"
          label={t('create.field.confirmPassword')}
          error={errors.confirmPassword}
          required
        >
          <PasswordInput
            {...fieldAria('confirmPassword', errors.confirmPassword)}
            name="confirmPassword"
            autoComplete="new-password"
            value={passwords.confirmPassword}
            onChange={(event) => onPasswords({ confirmPassword: event.target.value })}
          />
        </Field>
        <InlineTip field="confirmPassword" />
      </div>
    </>
  );
}

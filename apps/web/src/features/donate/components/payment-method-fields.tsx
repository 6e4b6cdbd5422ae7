import { controlClass, Field, fieldAria } from '@/components/ui/field';
import {
  countryOptions,
  phonePlaceholder,
  providerAfterCountryChange,
  providerOptions,
} from '../lib/mobile-money';
import type { DonationFormInput } from '../schemas';
import styles from './donate.module.css';

type Props = {
  values: DonationFormInput;
  errors: Record<string, string>;
  onChange: (patch: Partial<DonationFormInput>) => void;
};

const methods = [
  { value: 'creditCard', label: 'Credit or debit card' },
  { value: 'mobileMoney', label: 'Mobile money' },
  { value: 'bitcoin', label: 'Cryptocurrency (BTC or USDT)' },
] as const;

/** Every wallet, for a page without scripts: the server checks that it is offered in the chosen country. */
const allProviderOptions = [
  ...new Map(
    countryOptions.flatMap((option) => providerOptions(option.value)).map((o) => [o.value, o]),
  ).values(),
];

/** Card, mobile money (country, wallet and phone) or crypto. */
export function PaymentMethodFields({ values, errors, onChange }: Props) {
  const { country, mobileProvider, phone } = values;
  const mobileMoneyFields = (scripted: boolean) => (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">Mobile money</legend>
      <Field id="mobile-money-country" label="Country" error={errors.country} required>
        <select
          {...fieldAria('mobile-money-country', errors.country)}
          name="country"
          className={controlClass}
          value={country}
          onChange={(event) =>
            onChange({
              country: event.target.value,
              mobileProvider: providerAfterCountryChange(event.target.value, mobileProvider),
            })
          }
        >
          <option value="">Choose a country</option>
          {countryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="mobile-money-provider"
        label="Mobile-money provider"
        error={errors.mobileProvider}
        required
      >
        <select
          {...fieldAria('mobile-money-provider', errors.mobileProvider)}
          name="mobileProvider"
          className={controlClass}
          value={mobileProvider}
          onChange={(event) => onChange({ mobileProvider: event.target.value })}
        >
          <option value="">{country ? 'Choose a provider' : 'Choose a country first'}</option>
          {(scripted ? providerOptions(country) : allProviderOptions).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="mobile-money-phone"
        label="Mobile-money phone number"
        error={errors.phone}
        hint="Your phone will ask you to approve the payment."
        required
      >
        <input
          {...fieldAria('mobile-money-phone', errors.phone, true)}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={controlClass}
          placeholder={phonePlaceholder(country)}
          value={phone}
          onChange={(event) => onChange({ phone: event.target.value })}
        />
      </Field>
    </fieldset>
  );
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Payment method</legend>
        <div className={styles.methods}>
          {methods.map(({ value, label }) => (
            <label key={value} className={styles.method}>
              <input
                type="radio"
                name="paymentMethod"
                value={value}
                checked={values.paymentMethod === value}
                onChange={() => onChange({ paymentMethod: value })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.paymentMethod === 'mobileMoney' ? (
        mobileMoneyFields(true)
      ) : (
        // Without scripts the choice cannot reveal the fields, so the page sent by the server carries them.
        <noscript>{mobileMoneyFields(false)}</noscript>
      )}
    </>
  );
}

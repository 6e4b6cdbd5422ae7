import { controlClass, Field, fieldAria } from '@/components/ui/field';
import {
  countryOptions,
  mobileMoneyReach,
  networksNotOffered,
  phonePlaceholder,
  providerAfterCountryChange,
  providerOptions,
} from '../lib/mobile-money';
import { useIntl } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';
import { usePaymentSettings } from '../api/get-payment-settings';
import type { DonationFormInput } from '../form-checks';
import styles from './donate.module.css';

type Props = {
  values: DonationFormInput;
  errors: Record<string, string>;
  onChange: (patch: Partial<DonationFormInput>) => void;
};

const methods = [
  { value: 'creditCard', label: 'giving.method.card' },
  { value: 'mobileMoney', label: 'giving.method.mobileMoney' },
  { value: 'bitcoin', label: 'giving.method.crypto' },
] as const;

/** Every wallet, for a page without scripts: the server checks that it is offered in the chosen country. */
const allProviderOptions = [
  ...new Map(
    countryOptions.flatMap((option) => providerOptions(option.value)).map((o) => [o.value, o]),
  ).values(),
];

/** Card, mobile money (country, wallet and phone) or, only where a crypto provider is configured, crypto. */
export function PaymentMethodFields({ values, errors, onChange }: Props) {
  const { country, mobileProvider, phone } = values;
  const t = useT();
  const { locale } = useIntl();
  const settings = usePaymentSettings().data;
  const crypto = settings?.crypto;
  const providers = settings?.providers;
  const reach = mobileMoneyReach(locale, providers);
  const walletsNotTaken = networksNotOffered(locale, country, providers);
  // Crypto only where a provider takes it: a BTCPay invoice said as one, or the sandbox's labelled simulation.
  const offered = methods
    .filter(({ value }) => value !== 'bitcoin' || crypto != null)
    .map((method) =>
      method.value === 'bitcoin' && crypto === 'btcpay'
        ? { ...method, label: 'giving.method.cryptoInvoice' as const }
        : method,
    );
  const mobileMoneyFields = (scripted: boolean) => (
    <fieldset className={styles.fieldset}>
      <legend className="visually-hidden">{t('giving.method.mobileMoney')}</legend>
      <Field
        id="mobile-money-country"
        label={t('giving.mobileMoney.country')}
        error={errors.country}
        hint={
          reach.notOffered
            ? t('giving.mobileMoney.notOfferedHere', { countries: reach.notOffered })
            : undefined
        }
        required
      >
        <select
          {...fieldAria('mobile-money-country', errors.country)}
          name="country"
          className={controlClass}
          value={country}
          onChange={(event) =>
            onChange({
              country: event.target.value,
              mobileProvider: providerAfterCountryChange(
                event.target.value,
                mobileProvider,
                providers,
              ),
            })
          }
        >
          <option value="">{t('giving.mobileMoney.chooseCountry')}</option>
          {reach.offered.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="mobile-money-provider"
        label={t('giving.mobileMoney.provider')}
        error={errors.mobileProvider}
        hint={
          walletsNotTaken
            ? t('giving.mobileMoney.networksNotOfferedHere', { networks: walletsNotTaken })
            : undefined
        }
        required
      >
        <select
          {...fieldAria('mobile-money-provider', errors.mobileProvider)}
          name="mobileProvider"
          className={controlClass}
          value={mobileProvider}
          onChange={(event) => onChange({ mobileProvider: event.target.value })}
        >
          <option value="">
            {country
              ? t('giving.mobileMoney.chooseProvider')
              : t('giving.mobileMoney.countryFirst')}
          </option>
          {(scripted ? providerOptions(country, providers) : allProviderOptions).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="mobile-money-phone"
        label={t('giving.mobileMoney.phone')}
        error={errors.phone}
        hint={t('giving.mobileMoney.phoneHint')}
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
        <legend className={styles.legend}>{t('giving.method.legend')}</legend>
        <div className={styles.methods}>
          {offered.map(({ value, label }) => (
            <label key={value} className={styles.method}>
              <input
                type="radio"
                name="paymentMethod"
                value={value}
                checked={values.paymentMethod === value}
                onChange={() => onChange({ paymentMethod: value })}
              />
              {t(label)}
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

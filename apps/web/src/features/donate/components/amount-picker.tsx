import { CURRENCIES, type CurrencyCode, donationPresetsIn } from '@harambee/rules';
import { controlClass, fieldAria } from '@/components/ui/field';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import styles from './donate.module.css';
import fieldStyles from '@/components/ui/field.module.css';

type Props = {
  value: string;
  currency?: CurrencyCode;
  /** Whether the network paying takes only whole units (mobile money): the field then offers whole units. */
  wholeUnits?: boolean;
  error?: string;
  onChange: (value: string) => void;
};

/** Preset amounts people give in the donor's currency (KSh 500, GH₵50, $25), or any amount in it. */
export function AmountPicker({
  value,
  currency = 'USD',
  wholeUnits = false,
  error,
  onChange,
}: Props) {
  const t = useT();
  const { currencyName, money } = useMoney();
  const digits = wholeUnits ? 0 : CURRENCIES[currency].minorUnits;
  const presets = donationPresetsIn(currency);
  const labels = presets.map((preset) => money(preset, currency, 0));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('giving.amount.legend')}</legend>
      <div className={styles.presets} data-long={labels.some((label) => label.length > 6)}>
        {presets.map((preset, index) => (
          <button
            key={`${currency}-${preset}`}
            type="button"
            className={styles.preset}
            aria-pressed={value !== '' && Number(value) === preset}
            onClick={() => onChange(String(preset))}
          >
            {labels[index]}
          </button>
        ))}
      </div>
      <label htmlFor="donation-amount" className="visually-hidden">
        {currency === 'USD'
          ? t('giving.amount.otherDollars')
          : t('giving.amount.inCurrency', { currency: currencyName(currency) })}
      </label>
      <div className={styles.money}>
        <span aria-hidden="true">{CURRENCIES[currency].symbol}</span>
        <input
          {...fieldAria('donation-amount', error)}
          name="amount"
          type="number"
          inputMode={wholeUnits ? 'numeric' : 'decimal'}
          min={1}
          step={digits === 0 ? 1 : 1 / 10 ** digits}
          placeholder={t('giving.amount.other')}
          className={controlClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error && (
        <p id="donation-amount-error" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

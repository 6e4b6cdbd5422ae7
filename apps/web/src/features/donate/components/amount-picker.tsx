import { CURRENCIES, type CurrencyCode } from '@harambee/rules';
import { controlClass, fieldAria } from '@/components/ui/field';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import { DONATION_PRESETS } from '../schemas';
import styles from './donate.module.css';
import fieldStyles from '@/components/ui/field.module.css';

type Props = {
  value: string;
  currency?: CurrencyCode;
  error?: string;
  onChange: (value: string) => void;
};

/** Preset amounts ($10, $25, $50, $100) in dollars, or any amount in the donor's currency. */
export function AmountPicker({ value, currency = 'USD', error, onChange }: Props) {
  const t = useT();
  const { currencyName } = useMoney();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('giving.amount.legend')}</legend>
      <div className={styles.presets} hidden={currency !== 'USD'}>
        {DONATION_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={value === String(preset)}
            onClick={() => onChange(String(preset))}
          >
            ${preset}
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
          inputMode="decimal"
          min={1}
          step="0.01"
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

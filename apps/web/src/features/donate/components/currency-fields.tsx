import type { CurrencyCode } from '@harambee/rules';
import { CURRENCIES } from '@harambee/rules';
import { controlClass, Field } from '@/components/ui/field';
import { useExchangeRates } from '@/lib/exchange-rates';
import { currencyOptions, formatMoney, parseCurrency, quoteGift } from '../lib/currency';

type Props = {
  amount: string;
  currency: CurrencyCode;
  onChange: (currency: CurrencyCode) => void;
};

const rateTime = (asOf: string) =>
  new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(asOf));

/** The donor's currency, always changeable, and what the gift is in US dollars at the rate quoted now. */
export function CurrencyFields({ amount, currency, onChange }: Props) {
  const rates = useExchangeRates();
  const quote = quoteGift(amount, currency, rates.data);
  return (
    <>
      <Field id="donation-currency" label="Currency">
        <select
          id="donation-currency"
          className={controlClass}
          value={currency}
          onChange={(event) => onChange(parseCurrency(event.target.value))}
        >
          {currencyOptions.map((code) => (
            <option key={code} value={code}>
              {`${code} (${CURRENCIES[code].name})`}
            </option>
          ))}
        </select>
      </Field>
      {currency !== 'USD' && (
        <p role="status" aria-live="polite" data-testid="currency-quote">
          {rates.isPending && 'Getting today’s rate…'}
          {rates.isError && 'We cannot get today’s rate; you can still pay in US dollars.'}
          {rates.data && !quote && amount && 'We have no rate for this currency right now.'}
          {quote && (
            <>
              You pay <strong>{formatMoney(Number(amount), currency)}</strong>; the campaign counts{' '}
              <strong>{formatMoney(quote.creditedCents / 100, 'USD')}</strong>. Rate: 1 USD ={' '}
              {quote.rate.value} {currency}
              {quote.rate.source && quote.rate.asOf
                ? ` (${quote.rate.source}, ${rateTime(quote.rate.asOf)} UTC)`
                : ''}
              .
            </>
          )}
        </p>
      )}
    </>
  );
}

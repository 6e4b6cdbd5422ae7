import type { CurrencyCode } from '@harambee/rules';
import { ApproxLocalAmount } from '@/components/money/approx-local-amount';
import { controlClass, Field } from '@/components/ui/field';
import { useExchangeRates } from '@/lib/exchange-rates';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMoney } from '@/lib/i18n/use-money';
import { useRateAge } from '@/lib/i18n/use-rate-age';
import { useDisplayTime } from '@/hooks/use-display-time';
import { currencyOptions, parseCurrency, quoteGift } from '../lib/currency';

type Props = {
  amount: string;
  currency: CurrencyCode;
  onChange: (currency: CurrencyCode) => void;
};

const rateTime = (asOf: string, locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(asOf));

/**
 * The donor's currency, always changeable, and what the gift is in US dollars at the rate quoted now, with the rate's
 * source and age ("rates.example, 2 hours ago"), as the wallet shows its rates; a gift in dollars reads about what it
 * is in the donor's own money ("≈ 15 050 F CFA"). It is posted
 * with the amount (`currency`), so the plain form post reads the amount in it too.
 */
export function CurrencyFields({ amount, currency, onChange }: Props) {
  const rates = useExchangeRates();
  const quote = quoteGift(amount, currency, rates.data);
  const intl = useIntl();
  const { money, currencyName, rate } = useMoney();
  const age = useRateAge();
  const { now } = useDisplayTime();
  const locale = intl.locale === 'en' ? undefined : intl.locale;
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Field id="donation-currency" label={t('giving.currency.label')}>
        <select
          id="donation-currency"
          name="currency"
          className={controlClass}
          value={currency}
          onChange={(event) => onChange(parseCurrency(event.target.value))}
        >
          {currencyOptions.map((code) => (
            <option key={code} value={code}>
              {`${code} (${currencyName(code)})`}
            </option>
          ))}
        </select>
      </Field>
      {currency === 'USD' && Number(amount) >= 1 && (
        <p aria-live="polite">
          <ApproxLocalAmount dollars={Number(amount)} testId="amount-local" />
        </p>
      )}
      {currency !== 'USD' && (
        <p role="status" aria-live="polite" data-testid="currency-quote">
          {rates.isPending && t('giving.currency.gettingRate')}
          {rates.isError && t('giving.currency.noRates')}
          {rates.data && !quote && amount && t('giving.currency.noRate')}
          {quote && (
            <FormattedMessage
              id="giving.currency.quote"
              values={{
                strong: (chunks) => <strong>{chunks}</strong>,
                paid: money(Number(amount), currency),
                counted: money(quote.creditedCents / 100, 'USD'),
                rate: rate(quote.rate.value),
                currency,
                source:
                  quote.rate.source && quote.rate.asOf
                    ? ` (${quote.rate.source}, ${age(quote.rate.asOf, now.getTime())}: ${rateTime(quote.rate.asOf, locale)} UTC)`
                    : '',
              }}
            />
          )}
        </p>
      )}
    </>
  );
}

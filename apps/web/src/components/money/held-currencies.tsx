import { type CurrencyCode, formatMoney, PAYOUT_CURRENCY_TEXTS } from '@harambee/rules';
import { formatDate } from '@/lib/format';
import type { RequestedWithdrawal } from '@/lib/money/withdrawal-currencies';
import styles from './money.module.css';

const money = (minor: number, currency: CurrencyCode) => formatMoney(minor, currency);

/**
 * Each currency the gifts were charged in, net of its fees, and what the wallet receives in its own currency: the
 * others converted at the rate shown (its source and time), less the provider's conversion fee.
 */
export function HeldCurrencies({ withdrawal }: { withdrawal: RequestedWithdrawal }) {
  const { byCurrency, payout } = withdrawal;
  return (
    <div className={styles.currencies}>
      <h3>Held in each currency</h3>
      <ul aria-label="Held in each currency">
        {byCurrency.map((held) => (
          <li key={held.currency}>
            {money(held.netMinor, held.currency)} net of {money(held.grossMinor, held.currency)}{' '}
            (fees {money(held.platformFeeMinor + held.processingFeesMinor, held.currency)})
          </li>
        ))}
      </ul>
      {payout && (
        <>
          <p>
            <strong>
              {PAYOUT_CURRENCY_TEXTS.paidIn(payout.currency)}:{' '}
              {money(payout.amountMinor, payout.currency)}
            </strong>
            {!payout.final &&
              payout.conversions.length > 0 &&
              ' (at today’s rate; fixed when approved)'}
          </p>
          {payout.conversions.map((each) => (
            <p key={each.from} className={styles.currencyMeta}>
              {money(each.amountMinor, each.from)} → {money(each.convertedMinor, each.to)},{' '}
              {PAYOUT_CURRENCY_TEXTS.conversionFee.toLowerCase()} −{money(each.feeMinor, each.to)}
            </p>
          ))}
          {payout.rates.map((rate) => (
            <p key={rate.to} className={styles.currencyMeta}>
              1 {rate.from} = {rate.value} {rate.to} ({rate.source}, {formatDate(rate.asOf)})
            </p>
          ))}
        </>
      )}
    </div>
  );
}

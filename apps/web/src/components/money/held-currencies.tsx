import { PAYOUT_CONVERSION_FEE_BASIS_POINTS } from '@harambee/rules';
import { useMoney } from '@/lib/i18n/use-money';
import { useRateAge } from '@/lib/i18n/use-rate-age';
import { useT } from '@/lib/i18n/use-t';
import type { RequestedWithdrawal } from '@/lib/money/withdrawal-currencies';
import styles from './money.module.css';

/**
 * Each currency the gifts were charged in, net of its fees, and what the wallet receives in its own currency: the
 * others converted at the rate shown (its source and time), less the provider's conversion fee.
 */
export function HeldCurrencies({ withdrawal }: { withdrawal: RequestedWithdrawal }) {
  const t = useT();
  const { minor: money, percent, shortDate } = useMoney();
  const age = useRateAge();
  const { byCurrency, payout } = withdrawal;
  return (
    <div className={styles.currencies}>
      <h3>{t('creator.money.heldTitle')}</h3>
      <ul aria-label={t('creator.money.heldTitle')}>
        {byCurrency.map((held) => (
          <li key={held.currency}>
            {t('creator.money.heldLine', {
              net: money(held.netMinor, held.currency),
              gross: money(held.grossMinor, held.currency),
              fees: money(held.platformFeeMinor + held.processingFeesMinor, held.currency),
            })}
          </li>
        ))}
      </ul>
      {payout && (
        <>
          <p>
            <strong>
              {t('creator.money.paidIn', {
                currency: payout.currency,
                amount: money(payout.amountMinor, payout.currency),
              })}
            </strong>
            {!payout.final && payout.conversions.length > 0 && t('creator.money.todaysRate')}
          </p>
          {payout.conversions.map((each) => (
            <p key={each.from} className={styles.currencyMeta}>
              {t('creator.money.conversion', {
                given: money(each.amountMinor, each.from),
                converted: money(each.convertedMinor, each.to),
                percent: percent(PAYOUT_CONVERSION_FEE_BASIS_POINTS),
                fee: money(each.feeMinor, each.to),
              })}
            </p>
          ))}
          {payout.rates.map((rate) => (
            <p key={rate.to} className={styles.currencyMeta}>
              {t('creator.money.rate', {
                base: rate.from,
                value: rate.value,
                target: rate.to,
                source: rate.source,
                age: `${age(rate.asOf)} (${shortDate(rate.asOf)})`,
              })}
            </p>
          ))}
        </>
      )}
    </div>
  );
}

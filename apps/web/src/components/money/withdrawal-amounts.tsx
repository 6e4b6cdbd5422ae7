import { PLATFORM_FEE_BASIS_POINTS } from '@harambee/rules';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { Withdrawal } from '@/lib/money/types';
import type { Payout } from '@/lib/money/withdrawal-currencies';
import styles from './money.module.css';

/**
 * Gross, the platform fee, the providers' processing fees, the net and, when the wallet is paid in another currency,
 * what will arrive there: the payout in the wallet's currency after the conversion and its fee (at the rate shown
 * until an admin approves, then fixed).
 */
export function WithdrawalAmounts({
  withdrawal,
}: {
  withdrawal: Pick<Withdrawal, 'grossAmount' | 'platformFee' | 'processingFees' | 'netAmount'> & {
    payout?: Pick<Payout, 'currency' | 'amountMinor' | 'conversions' | 'final'> | null;
  };
}) {
  const t = useT();
  const { usd, percent, minor } = useMoney();
  const { payout } = withdrawal;
  const converted = payout && (payout.currency !== 'USD' || payout.conversions.length > 0);
  return (
    <dl className={styles.amounts}>
      <div>
        <dt>{t('creator.money.gross')}</dt>
        <dd>{usd(withdrawal.grossAmount, 2)}</dd>
      </div>
      <div>
        <dt>{t('creator.money.platformFee', { percent: percent(PLATFORM_FEE_BASIS_POINTS) })}</dt>
        <dd>−{usd(withdrawal.platformFee, 2)}</dd>
      </div>
      <div>
        <dt>{t('creator.money.processingFees')}</dt>
        <dd>−{usd(withdrawal.processingFees, 2)}</dd>
      </div>
      <div>
        <dt>
          {t(
            payout && payout.conversions.length > 0
              ? 'creator.money.netBeforeConversion'
              : 'creator.money.net',
          )}
        </dt>
        <dd>{usd(withdrawal.netAmount, 2)}</dd>
      </div>
      {converted && (
        <div data-testid="payout-arrives">
          <dt>{t('creator.money.arrives', { final: String(payout.final) })}</dt>
          <dd>
            <strong>{minor(payout.amountMinor, payout.currency)}</strong>
          </dd>
        </div>
      )}
    </dl>
  );
}

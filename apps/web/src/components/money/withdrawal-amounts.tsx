import { PLATFORM_FEE_BASIS_POINTS } from '@harambee/rules';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import type { Withdrawal } from '@/lib/money/types';
import styles from './money.module.css';

/** Gross, the 5% platform fee, the providers' processing fees and what reaches the wallet. */
export function WithdrawalAmounts({
  withdrawal,
}: {
  withdrawal: Pick<Withdrawal, 'grossAmount' | 'platformFee' | 'processingFees' | 'netAmount'>;
}) {
  const t = useT();
  const { usd, percent } = useMoney();
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
        <dt>{t('creator.money.net')}</dt>
        <dd>{usd(withdrawal.netAmount, 2)}</dd>
      </div>
    </dl>
  );
}

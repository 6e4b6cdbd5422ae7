import { FEE_TEXTS } from '@harambee/rules';
import { formatUsd } from '@/lib/format';
import type { Withdrawal } from '@/lib/money/types';
import styles from './money.module.css';

const usd = (amount: number) => formatUsd(amount, 2);

/** Gross, the 5% platform fee, the providers' processing fees and what reaches the wallet. */
export function WithdrawalAmounts({
  withdrawal,
}: {
  withdrawal: Pick<Withdrawal, 'grossAmount' | 'platformFee' | 'processingFees' | 'netAmount'>;
}) {
  return (
    <dl className={styles.amounts}>
      <div>
        <dt>Gross</dt>
        <dd>{usd(withdrawal.grossAmount)}</dd>
      </div>
      <div>
        <dt>{FEE_TEXTS.platformFee}</dt>
        <dd>−{usd(withdrawal.platformFee)}</dd>
      </div>
      <div>
        <dt>{FEE_TEXTS.processingFees}</dt>
        <dd>−{usd(withdrawal.processingFees)}</dd>
      </div>
      <div>
        <dt>Net</dt>
        <dd>{usd(withdrawal.netAmount)}</dd>
      </div>
    </dl>
  );
}

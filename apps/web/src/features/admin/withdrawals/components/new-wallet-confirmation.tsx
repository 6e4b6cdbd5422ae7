import { checkClass } from '@/components/ui/field';
import { useMoney } from '@/lib/i18n/use-money';
import { useT } from '@/lib/i18n/use-t';
import styles from './withdrawals-admin.module.css';

type Props = { linkedAt: string; confirmed: boolean; onChange: (confirmed: boolean) => void };

/** A wallet changed in the last 48 hours may be a thief's: its payout waits for this tick. */
export function NewWalletConfirmation({ linkedAt, confirmed, onChange }: Props) {
  const t = useT();
  const { shortDate } = useMoney();
  return (
    <div className={styles.newWallet} role="group" aria-label={t('admin.withdrawal.newWallet')}>
      <p className={styles.warning}>
        {t('admin.withdrawal.walletChanged', { date: shortDate(linkedAt) })}
      </p>
      <label className={checkClass}>
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('admin.withdrawal.confirmNewWallet')}</span>
      </label>
    </div>
  );
}

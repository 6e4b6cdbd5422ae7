import { checkClass } from '@/components/ui/field';
import { formatDate } from '@/lib/format';
import styles from './withdrawals-admin.module.css';

const NEW_WALLET_CONFIRMED = 'I confirmed this new wallet with the creator';

type Props = { linkedAt: string; confirmed: boolean; onChange: (confirmed: boolean) => void };

/** A wallet changed in the last 48 hours may be a thief's: its payout waits for this tick. */
export function NewWalletConfirmation({ linkedAt, confirmed, onChange }: Props) {
  return (
    <div className={styles.newWallet} role="group" aria-label="New wallet">
      <p className={styles.warning}>
        Wallet changed on {formatDate(linkedAt)}. Call or message the creator on a number you
        already had before paying to it.
      </p>
      <label className={checkClass}>
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{NEW_WALLET_CONFIRMED}</span>
      </label>
    </div>
  );
}

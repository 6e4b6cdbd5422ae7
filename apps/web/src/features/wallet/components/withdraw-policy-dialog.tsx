import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import styles from './wallet.module.css';

export function WithdrawPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Withdrawal Policy">
      <ul className={styles.policy}>
        <li>Funds can be withdrawn only after your campaign has reached its goal.</li>
        <li>
          If a campaign ends without reaching its goal, its backers are refunded automatically.
        </li>
        <li>
          Withdrawals are paid to your linked payout account, so link one before your campaign ends.
        </li>
      </ul>
      <div className={dialogActionsClass}>
        <Button onClick={onClose}>I understand</Button>
      </div>
    </Dialog>
  );
}

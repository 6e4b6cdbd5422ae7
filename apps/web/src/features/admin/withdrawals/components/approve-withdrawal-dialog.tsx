import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import type { Withdrawal } from '@/lib/money/types';
import { providerLabel } from '@/lib/money/provider-label';

type Props = {
  withdrawal: Withdrawal | undefined;
  busy: boolean;
  onCancel: () => void;
  onApprove: () => void;
};

/** Approving sends money that cannot be called back, so the admin sees where it goes and how much first. */
export function ApproveWithdrawalDialog({ withdrawal, busy, onCancel, onApprove }: Props) {
  const retry = withdrawal?.status === 'failed';
  return (
    <Dialog
      open={withdrawal !== undefined}
      onClose={onCancel}
      title={retry ? 'Retry payout' : 'Approve withdrawal'}
      dismissible={!busy}
    >
      {withdrawal && (
        <>
          <p>
            Pay the net of <strong>{withdrawal.campaignTitle}</strong> to{' '}
            {providerLabel(withdrawal.wallet.provider)} {withdrawal.wallet.accountNumber} (
            {withdrawal.wallet.country})? The transfer starts at once.
          </p>
          <WithdrawalAmounts withdrawal={withdrawal} />
        </>
      )}
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onApprove} disabled={busy}>
          {busy ? 'Paying…' : retry ? 'Retry payout' : 'Approve and pay'}
        </Button>
      </div>
    </Dialog>
  );
}

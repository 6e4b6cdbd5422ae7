import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import type { Withdrawal } from '@/lib/money/types';
import { providerLabel } from '@/lib/money/provider-label';
import { Alert, Loading } from '@/components/ui/feedback';
import { HeldCurrencies } from '@/components/money/held-currencies';
import { errorMessage } from '@/lib/api-client';
import { APPROVAL_QUOTE_FAILED, useApprovalQuote } from '../api/approval-quote';

type Props = {
  withdrawal: Withdrawal | undefined;
  busy: boolean;
  onCancel: () => void;
  onApprove: () => void;
};

/** Approving sends money that cannot be called back, so the admin sees where it goes and how much first. */
export function ApproveWithdrawalDialog({ withdrawal, busy, onCancel, onApprove }: Props) {
  const retry = withdrawal?.status === 'failed';
  const quote = useApprovalQuote(withdrawal?._id);
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
          {quote.isPending ? (
            <Loading label="Quoting the payout in the wallet’s currency…" />
          ) : quote.isError ? (
            <Alert tone="error">{errorMessage(quote.error, APPROVAL_QUOTE_FAILED)}</Alert>
          ) : (
            <HeldCurrencies withdrawal={quote.data} />
          )}
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

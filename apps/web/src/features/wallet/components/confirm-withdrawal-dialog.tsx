import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { Alert, Loading } from '@/components/ui/feedback';
import { WithdrawalAmounts } from '@/components/money/withdrawal-amounts';
import { errorMessage } from '@/lib/api-client';
import { QUOTE_FAILED, useWithdrawalQuote } from '../api/quote-withdrawal';
import { WITHDRAW_FAILED } from '../api/request-withdrawal';
import type { WalletCampaign } from '../types';
import { HeldCurrencies } from '@/components/money/held-currencies';

type Props = {
  campaign: WalletCampaign | undefined;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Gross, each fee and the net, from the server's own rules, before anything is requested. */
export function ConfirmWithdrawalDialog({ campaign, busy, error, onCancel, onConfirm }: Props) {
  const quote = useWithdrawalQuote(campaign?._id);
  return (
    <Dialog
      open={campaign !== undefined}
      onClose={onCancel}
      title="Confirm withdrawal"
      dismissible={!busy}
    >
      <p>
        Withdraw the money raised by <strong>{campaign?.title}</strong>? Nothing is requested until
        you confirm; an admin then approves the payout.
      </p>
      {quote.isPending ? (
        <Loading label="Working out the fees…" />
      ) : quote.isError ? (
        <Alert tone="error">{errorMessage(quote.error, QUOTE_FAILED)}</Alert>
      ) : (
        <>
          <WithdrawalAmounts withdrawal={quote.data} />
          <HeldCurrencies withdrawal={quote.data} />
        </>
      )}
      {error !== null && error !== undefined && (
        <Alert tone="error">{errorMessage(error, WITHDRAW_FAILED)}</Alert>
      )}
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy || !quote.isSuccess}>
          {busy ? 'Requesting…' : 'Request withdrawal'}
        </Button>
      </div>
    </Dialog>
  );
}

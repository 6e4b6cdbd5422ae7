import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { ReasonField } from '../../components/reason-field';
import type { Withdrawal } from '@/lib/money/types';

export const REASON_REQUIRED = 'A reason is required';

type Props = {
  withdrawal: Withdrawal | undefined;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

/** The creator is mailed the reason, so one is required. */
export function RejectWithdrawalDialog({ withdrawal, busy, onCancel, onReject }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(REASON_REQUIRED);
    onReject(reason.trim());
  };
  const close = () => {
    setReason('');
    setError(undefined);
    onCancel();
  };
  return (
    <Dialog
      open={withdrawal !== undefined}
      onClose={close}
      title="Reject Withdrawal"
      dismissible={!busy}
    >
      <form onSubmit={submit} noValidate>
        <p>
          Reject the withdrawal of <strong>{withdrawal?.campaignTitle}</strong>? The creator is told
          why.
        </p>
        <ReasonField id={id} value={reason} error={error} onChange={setReason} />
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject Withdrawal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { ReasonField } from '../../components/reason-field';
import { checkClass } from '@/components/ui/field';

export const CLOSE_REASON_REQUIRED = 'A reason is required';

type Props = {
  title: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onClose: (reason: string, refund: boolean) => void;
};

/** Ending a campaign early cannot be undone; refunding every backer is a choice even when the goal was met. */
export function CloseCampaignDialog({ title, busy, onCancel, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(false);
  const [error, setError] = useState<string>();
  const reasonId = useId();
  const refundId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(CLOSE_REASON_REQUIRED);
    onClose(reason.trim(), refund);
  };
  return (
    <Dialog
      open={title !== undefined}
      onClose={onCancel}
      title="Close Campaign"
      dismissible={!busy}
    >
      <form onSubmit={submit} noValidate>
        <p>
          Close <strong>{title}</strong> now? It stops taking donations. If it has not reached its
          goal, every backer is refunded.
        </p>
        <ReasonField id={reasonId} value={reason} error={error} onChange={setReason} />
        <label className={checkClass} htmlFor={refundId}>
          <input
            id={refundId}
            type="checkbox"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          Refund every backer
        </label>
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Closing...' : 'Close Campaign'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

import { REJECTION_MESSAGES } from '@harambee/rules';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { ReasonField } from '../../components/reason-field';

type Props = {
  title: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

/** The creator is mailed the reason and sees it on their dashboard, so the admin always gives one. */
export function RejectCampaignDialog({ title, busy, onCancel, onReject }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(REJECTION_MESSAGES.required);
    onReject(reason.trim());
  };
  return (
    <Dialog
      open={title !== undefined}
      onClose={onCancel}
      title="Reject Campaign"
      dismissible={!busy}
    >
      <form onSubmit={submit} noValidate>
        <p>
          Reject <strong>{title}</strong>? The creator is mailed the reason and can edit the
          campaign and send it back for review.
        </p>
        <ReasonField id={id} value={reason} error={error} onChange={setReason} />
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Rejecting...' : 'Reject Campaign'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

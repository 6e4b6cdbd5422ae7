import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { ReasonField } from '../../components/reason-field';
import type { Withdrawal } from '@/lib/money/types';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('admin.withdrawal.reasonRequired'));
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
      title={t('admin.withdrawal.rejectTitle')}
      dismissible={!busy}
    >
      <form onSubmit={submit} noValidate>
        <p>
          <FormattedMessage
            id="admin.withdrawal.rejectText"
            values={{
              strong: (chunks) => <strong>{chunks}</strong>,
              title: withdrawal?.campaignTitle,
            }}
          />
        </p>
        <ReasonField id={id} value={reason} error={error} onChange={setReason} />
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {t(busy ? 'admin.withdrawal.rejecting' : 'admin.withdrawal.rejectTitle')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

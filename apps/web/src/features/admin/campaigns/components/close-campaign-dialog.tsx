import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { ReasonField } from '../../components/reason-field';
import { checkClass } from '@/components/ui/field';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('admin.close.reasonRequired'));
    onClose(reason.trim(), refund);
  };
  return (
    <Dialog
      open={title !== undefined}
      onClose={onCancel}
      title={t('admin.close.title')}
      dismissible={!busy}
    >
      <form onSubmit={submit} noValidate>
        <p>
          <FormattedMessage
            id="admin.close.text"
            values={{ strong: (chunks) => <strong>{chunks}</strong>, title }}
          />
        </p>
        <ReasonField id={reasonId} value={reason} error={error} onChange={setReason} />
        <label className={checkClass} htmlFor={refundId}>
          <input
            id={refundId}
            type="checkbox"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          {t('admin.close.refundAll')}
        </label>
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {t(busy ? 'admin.close.busy' : 'admin.close.title')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

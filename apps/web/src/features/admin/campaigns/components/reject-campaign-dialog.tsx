import { FormattedMessage } from 'react-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { ReasonField } from '../../components/reason-field';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('admin.reject.required'));
    onReject(reason.trim());
  };
  return (
    <Dialog
      open={title !== undefined}
      onClose={onCancel}
      title={t('admin.reject.title')}
      dismissible={!busy}
    >
      <form onSubmit={submit} noValidate>
        <p>
          <FormattedMessage
            id="admin.reject.text"
            values={{ strong: (chunks) => <strong>{chunks}</strong>, title }}
          />
        </p>
        <ReasonField id={id} value={reason} error={error} onChange={setReason} />
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? t('admin.reject.busy') : t('admin.reject.title')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

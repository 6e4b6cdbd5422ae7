import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';
import { ReasonField } from './reason-field';

type Props = {
  open: boolean;
  title: string;
  /** The message saying what is decided; `{title}` names what it is about, in `<strong>`. */
  textId: string;
  subject: string | undefined;
  /** Said when the admin confirms without a reason. */
  reasonRequired: string;
  busyLabel: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** A decision someone else is told about (mailed, shown on their dashboard), so the admin always gives a reason. */
export function ReasonDialog(props: Props) {
  const { open, title, textId, subject, reasonRequired, busyLabel, busy, onCancel, onConfirm } =
    props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(reasonRequired);
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={onCancel} title={title} dismissible={!busy}>
      <form onSubmit={submit} noValidate>
        <p>
          <FormattedMessage
            id={textId}
            values={{ strong: (chunks) => <strong>{chunks}</strong>, title: subject }}
          />
        </p>
        <ReasonField id={id} value={reason} error={error} onChange={setReason} />
        <div className={dialogActionsClass}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? busyLabel : title}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

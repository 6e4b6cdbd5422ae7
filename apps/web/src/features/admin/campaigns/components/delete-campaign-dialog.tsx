import { FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/use-t';

type Props = {
  title: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Confirm Deletion': deleting a campaign cannot be undone. */
export function DeleteCampaignDialog({ title, busy, onCancel, onConfirm }: Props) {
  const t = useT();
  return (
    <Dialog
      open={title !== undefined}
      onClose={onCancel}
      title={t('admin.delete.title')}
      dismissible={!busy}
    >
      <p>
        <FormattedMessage
          id="admin.delete.text"
          values={{ strong: (chunks) => <strong>{chunks}</strong>, title }}
        />
      </p>
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('admin.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? t('admin.delete.busy') : t('admin.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

import { Button } from '@/components/ui/button';
import { Dialog, dialogActionsClass } from '@/components/ui/dialog';

type Props = {
  title: string | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** 'Confirm Deletion': deleting a campaign cannot be undone. */
export function DeleteCampaignDialog({ title, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={title !== undefined}
      onClose={onCancel}
      title="Confirm Deletion"
      dismissible={!busy}
    >
      <p>
        Are you sure you want to delete <strong>{title}</strong>? This action cannot be undone: the
        campaign disappears from the site and from the admin panel.
      </p>
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete Permanently'}
        </Button>
      </div>
    </Dialog>
  );
}

import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';
import { Button } from './ui/button';
import { Dialog, dialogActionsClass } from './ui/dialog';

let open = false;
const listeners = new Set<() => void>();
const setOpen = (next: boolean) => {
  open = next;
  listeners.forEach((listener) => listener());
};

/** Opens the 'Confirm Logout' dialog from anywhere. */
export const openLogoutDialog = () => setOpen(true);

export function LogoutDialog() {
  const isOpen = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
  const navigate = useNavigate();
  const t = useT();
  const close = () => setOpen(false);
  const confirm = () => {
    logout();
    navigate('/');
    close();
  };
  return (
    <Dialog open={isOpen} onClose={close} title={t('logout.title')}>
      <p>{t('logout.question')}</p>
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={close}>
          {t('logout.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm}>
          {t('logout.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

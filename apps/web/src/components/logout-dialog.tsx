import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/lib/auth-session';
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
  const close = () => setOpen(false);
  const confirm = () => {
    logout();
    navigate('/');
    close();
  };
  return (
    <Dialog open={isOpen} onClose={close} title="Confirm Logout">
      <p>Are you sure you want to log out?</p>
      <div className={dialogActionsClass}>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm}>
          Logout
        </Button>
      </div>
    </Dialog>
  );
}

import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api-client';
import { logout } from '@/lib/auth-session';

/** Ends every session of the signed-in user on every device, this one included. */
export const logOutEverywhere = () => api.post<{ loggedOutAt: string }>('/auth/logout-all');

export const LOGGED_OUT_EVERYWHERE = 'You have been logged out on every device.';

/** On success this browser forgets the session too; the caller decides where to go next. */
export const useLogOutEverywhere = (onLoggedOut: () => void) =>
  useMutation({
    mutationFn: logOutEverywhere,
    onSuccess: () => {
      toast.success(LOGGED_OUT_EVERYWHERE);
      logout();
      onLoggedOut();
    },
  });

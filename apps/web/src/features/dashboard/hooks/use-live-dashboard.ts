import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { registerLogoutHandler } from '@/lib/auth-session';
import { useNotificationCount } from '@/lib/socket';
import { dashboardKeys } from '../api/dashboard-keys';
import { markNotificationsSeen } from '../api/mark-notifications-seen';

const markSeen = () => void markNotificationsSeen().catch(() => undefined);

/**
 * The unread donation count pushed over socket.io; every change refetches the dashboard, so a gift made
 * meanwhile shows up without a reload. Looking at the dashboard marks the notifications seen.
 */
export function useLiveDashboard(): number {
  const queryClient = useQueryClient();
  const count = useNotificationCount();
  const previous = useRef(count);

  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  }, [count, queryClient]);

  useEffect(() => {
    markSeen();
    const onVisible = () => {
      if (document.visibilityState === 'visible') markSeen();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => registerLogoutHandler(() => queryClient.removeQueries({ queryKey: dashboardKeys.all })), [queryClient]);

  return count;
}

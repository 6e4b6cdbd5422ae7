import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { registerLogoutHandler } from '@/lib/auth-session';
import { useNotificationCount } from '@/lib/socket';
import { dashboardKeys } from '../api/dashboard-keys';
import { markNotificationsSeen } from '../api/mark-notifications-seen';

/** Only a dashboard the creator can see counts as looked at: a background tab leaves the count unread. */
const markSeenIfVisible = () => {
  if (document.visibilityState === 'visible') void markNotificationsSeen().catch(() => undefined);
};

/**
 * The unread donation count pushed over socket.io; every change refetches the dashboard, so a gift made
 * meanwhile shows up without a reload. Looking at the dashboard (opening it, or coming back to its tab)
 * marks the notifications seen.
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
    markSeenIfVisible();
    document.addEventListener('visibilitychange', markSeenIfVisible);
    return () => document.removeEventListener('visibilitychange', markSeenIfVisible);
  }, []);

  useEffect(
    () => registerLogoutHandler(() => queryClient.removeQueries({ queryKey: dashboardKeys.all })),
    [queryClient],
  );

  return count;
}

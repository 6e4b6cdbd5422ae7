import type { QueryClient } from '@tanstack/react-query';
import { untilProjected } from '@/lib/until-projected';
import { adminKeys } from './admin-keys';

/** Once the read side shows the change: refetches the admin screens and marks the public lists stale. */
export async function refreshWhenProjected(
  queryClient: QueryClient,
  projected: () => Promise<boolean>,
) {
  await untilProjected(projected);
  await refreshAdminViews(queryClient);
}

/** Refetches the admin screens now and marks the public lists stale for their next visit. */
export function refreshAdminViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== adminKeys.all[0],
      refetchType: 'none',
    }),
  ]);
}

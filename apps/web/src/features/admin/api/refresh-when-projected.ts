import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

const ATTEMPTS = 20;
const DELAY_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Read models follow writes asynchronously (usually within milliseconds). Waits until the read side
 * shows the change, then refetches the admin screens and marks the public lists stale.
 */
export async function refreshWhenProjected(queryClient: QueryClient, projected: () => Promise<boolean>) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (await projected().catch(() => false)) break;
    await sleep(DELAY_MS);
  }
  await refreshAdminViews(queryClient);
}

/** Refetches the admin screens now and marks the public lists stale for their next visit. */
export function refreshAdminViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== adminKeys.all[0], refetchType: 'none' }),
  ]);
}

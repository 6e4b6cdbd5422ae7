import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, liveAdminQuery } from '../../api/admin-keys';
import type { ReconciliationDifference } from '../../types';

/** What the daily reconciliations found our records and the providers' disagree on, the latest day first. */
export const getReconciliationDifferences = async (
  signal?: AbortSignal,
): Promise<ReconciliationDifference[]> => {
  const data = await api.get<{ differences?: ReconciliationDifference[] }>(
    '/v1/admin/reconciliation-differences',
    { signal },
  );
  return Array.isArray(data?.differences) ? data.differences : [];
};

export const reconciliationDifferencesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.differences(),
    queryFn: ({ signal }) => getReconciliationDifferences(signal),
    ...liveAdminQuery,
  });

export const useReconciliationDifferences = () => useQuery(reconciliationDifferencesQueryOptions());

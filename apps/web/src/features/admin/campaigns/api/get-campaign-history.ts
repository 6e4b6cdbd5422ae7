import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, pushedAdminQuery } from '../../api/admin-keys';
import type { HistoryEntry } from '../../types';

/** The campaign's audit trail, newest first, as the server orders it. */
export const getCampaignHistory = async (
  id: string,
  signal?: AbortSignal,
): Promise<HistoryEntry[]> => {
  const data = await api.get<{ history?: HistoryEntry[] }>(
    `/v1/campaigns/${encodeURIComponent(id)}/history`,
    { signal },
  );
  return Array.isArray(data?.history) ? data.history : [];
};

export const campaignHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.history(id),
    queryFn: ({ signal }) => getCampaignHistory(id, signal),
    ...pushedAdminQuery,
  });

export const useCampaignHistory = (id: string) => useQuery(campaignHistoryQueryOptions(id));

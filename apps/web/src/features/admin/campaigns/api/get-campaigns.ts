import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, pushedAdminQuery } from '../../api/admin-keys';
import type { AdminCampaign, StatusFilter } from '../../types';

export const UNEXPECTED_FORMAT = 'Unexpected data format from server';

export async function getCampaignsByStatus(
  status: StatusFilter,
  signal?: AbortSignal,
): Promise<AdminCampaign[]> {
  const data = await api.get<{ campaigns?: unknown }>(`/v1/campaigns/status/${status}`, { signal });
  if (!Array.isArray(data?.campaigns)) throw new Error(UNEXPECTED_FORMAT);
  return data.campaigns as AdminCampaign[];
}

export const campaignsQueryOptions = (status: StatusFilter) =>
  queryOptions({
    queryKey: adminKeys.campaigns(status),
    queryFn: ({ signal }) => getCampaignsByStatus(status, signal),
    ...pushedAdminQuery,
  });

export const useAdminCampaigns = (status: StatusFilter) => useQuery(campaignsQueryOptions(status));

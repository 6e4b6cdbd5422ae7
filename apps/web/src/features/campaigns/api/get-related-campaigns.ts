import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Campaign } from '../types';
import { campaignKeys } from './campaign-keys';

/** Similar campaigns (up to 4); a failure silently gives an empty list. */
export const getRelatedCampaigns = async (
  id: string,
  signal?: AbortSignal,
): Promise<Campaign[]> => {
  try {
    const data = await api.get<{ campaigns?: Campaign[] }>(
      `/v1/campaigns/related/${encodeURIComponent(id)}`,
      { signal },
    );
    return Array.isArray(data?.campaigns) ? data.campaigns : [];
  } catch {
    return [];
  }
};

export const relatedCampaignsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.related(id),
    queryFn: ({ signal }) => getRelatedCampaigns(id, signal),
  });

export const useRelatedCampaigns = (id: string) => useQuery(relatedCampaignsQueryOptions(id));

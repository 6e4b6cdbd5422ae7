import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CampaignUpdate } from '../types';
import { campaignKeys } from './campaign-keys';

/** The creator's updates, newest first; a failure silently gives an empty list. */
export const getCampaignUpdates = async (
  id: string,
  signal?: AbortSignal,
): Promise<CampaignUpdate[]> => {
  try {
    const data = await api.get<{ updates?: CampaignUpdate[] }>(
      `/v1/campaigns/${encodeURIComponent(id)}/updates`,
      { signal },
    );
    return Array.isArray(data?.updates) ? data.updates : [];
  } catch {
    return [];
  }
};

export const campaignUpdatesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.updates(id),
    queryFn: ({ signal }) => getCampaignUpdates(id, signal),
  });

export const useCampaignUpdates = (id: string) => useQuery(campaignUpdatesQueryOptions(id));

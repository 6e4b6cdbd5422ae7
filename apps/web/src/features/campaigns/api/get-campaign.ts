import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Campaign } from '../types';
import { campaignKeys } from './campaign-keys';

export const getCampaign = async (id: string, signal?: AbortSignal): Promise<Campaign> => {
  const data = await api.get<{ campaign?: Campaign }>(
    `/v1/campaigns/public/${encodeURIComponent(id)}`,
    { signal },
  );
  if (!data?.campaign) throw new Error('Campaign not found');
  return data.campaign;
};

export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => getCampaign(id, signal),
  });

export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

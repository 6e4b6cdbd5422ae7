import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Donation } from '../types';
import { campaignKeys } from './campaign-keys';

export const getCampaignDonations = async (
  campaignId: string,
  signal?: AbortSignal,
): Promise<Donation[]> => {
  const data = await api.get<{ donations?: Donation[] }>(
    `/v1/donations/${encodeURIComponent(campaignId)}`,
    { signal },
  );
  return Array.isArray(data?.donations) ? data.donations : [];
};

export const campaignDonationsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: campaignKeys.donations(campaignId),
    queryFn: ({ signal }) => getCampaignDonations(campaignId, signal),
  });

export const useCampaignDonations = (campaignId: string) =>
  useQuery(campaignDonationsQueryOptions(campaignId));

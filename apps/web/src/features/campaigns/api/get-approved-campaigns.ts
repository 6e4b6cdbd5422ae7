import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';
import { campaignsIn } from './campaign-list';

export const getApprovedCampaigns = async (signal?: AbortSignal) =>
  campaignsIn(await api.get('/v1/campaigns/approved', { signal }));

export const approvedCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignKeys.approved(),
    queryFn: ({ signal }) => getApprovedCampaigns(signal),
  });

export const useApprovedCampaigns = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...approvedCampaignsQueryOptions(), ...options });

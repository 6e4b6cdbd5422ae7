import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';
import { campaignsIn } from './campaign-list';

export const getFeaturedCampaigns = async (signal?: AbortSignal) =>
  campaignsIn(await api.get('/v1/campaigns/featured', { signal }));

export const featuredCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: campaignKeys.featured(),
    queryFn: ({ signal }) => getFeaturedCampaigns(signal),
  });

export const useFeaturedCampaigns = () => useQuery(featuredCampaignsQueryOptions());

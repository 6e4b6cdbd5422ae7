import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OwnCampaign } from '../types';
import { dashboardKeys } from './dashboard-keys';

export const getMyCampaigns = async (
  userId: string,
  signal?: AbortSignal,
): Promise<OwnCampaign[]> => {
  const data = await api.get<{ campaigns?: OwnCampaign[] }>(
    `/v1/campaigns/user/${encodeURIComponent(userId)}`,
    { signal },
  );
  return Array.isArray(data?.campaigns) ? data.campaigns : [];
};

export const myCampaignsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: dashboardKeys.campaigns(userId),
    queryFn: ({ signal }) => getMyCampaigns(userId, signal),
    staleTime: 0,
  });

export const useMyCampaigns = (userId: string) =>
  useQuery({ ...myCampaignsQueryOptions(userId), enabled: Boolean(userId) });

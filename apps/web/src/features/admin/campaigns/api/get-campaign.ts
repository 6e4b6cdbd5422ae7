import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { adminKeys, pushedAdminQuery } from '../../api/admin-keys';
import type { AdminCampaign } from '../../types';

export const getAdminCampaign = async (
  id: string,
  signal?: AbortSignal,
): Promise<AdminCampaign> => {
  const data = await api.get<{ campaign?: AdminCampaign }>(
    `/v1/campaigns/${encodeURIComponent(id)}`,
    { signal },
  );
  if (!data?.campaign) throw new ApiError(404, 'Campaign not found');
  return data.campaign;
};

export const adminCampaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.campaign(id),
    queryFn: ({ signal }) => getAdminCampaign(id, signal),
    ...pushedAdminQuery,
  });

export const useAdminCampaign = (id: string) => useQuery(adminCampaignQueryOptions(id));

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

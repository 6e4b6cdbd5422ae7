import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EditableCampaign } from '../types';

export const getEditableCampaign = async (
  id: string,
  signal?: AbortSignal,
): Promise<EditableCampaign> => {
  const data = await api.get<{ campaign?: EditableCampaign }>(
    `/v1/campaigns/${encodeURIComponent(id)}`,
    { signal },
  );
  if (!data?.campaign) throw new Error('The answer holds no campaign');
  return data.campaign;
};

export const editableCampaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['campaign-editor', id],
    queryFn: ({ signal }) => getEditableCampaign(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useEditableCampaign = (id: string) => useQuery(editableCampaignQueryOptions(id));

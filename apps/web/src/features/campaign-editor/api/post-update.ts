import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { untilProjected } from '@/lib/until-projected';
import type { CampaignUpdate } from '../types';

export type NewUpdate = { campaignId: string; title: string; content: string };

const updatesOf = (campaignId: string) =>
  api
    .get<{ updates?: CampaignUpdate[] }>(`/v1/campaigns/${encodeURIComponent(campaignId)}/updates`)
    .then((data) => data.updates ?? []);

/** Posts the update, then waits until the campaign's update list shows it. */
export const usePostUpdate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ campaignId, title, content }: NewUpdate) => {
      const { update } = await api.post<{ update: CampaignUpdate }>(
        `/v1/campaigns/${encodeURIComponent(campaignId)}/updates`,
        { title, content },
      );
      await untilProjected(async () =>
        (await updatesOf(campaignId)).some((item) => item._id === update._id),
      );
      return update;
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { untilProjected } from '@/lib/until-projected';
import type { EditableCampaign } from '../types';
import { getEditableCampaign } from './get-editable-campaign';

export type CampaignEdit = {
  id: string;
  title: string;
  story: string;
  category: string;
  image?: File | null;
  previousVersion?: string;
};

/** What changes when an edit is read back: the pending edit of a live campaign, else the campaign itself. */
export const versionOf = (campaign: EditableCampaign) =>
  campaign.pendingEdit?.editedAt ?? campaign.updatedAt;

export async function updateCampaign({ id, title, story, category, image }: CampaignEdit) {
  const form = new FormData();
  form.set('title', title);
  form.set('story', story);
  form.set('category', category);
  if (image) form.set('image', image, image.name);
  return api.patch<{ campaign: { _id: string; status: string; pendingEdit?: boolean } }>(
    `/v1/campaigns/${encodeURIComponent(id)}`,
    form,
  );
}

/** Saves the edit, then waits until reads show it, so the campaign page opens on the new version. */
export const useUpdateCampaign = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: CampaignEdit) => {
      const saved = await updateCampaign(edit);
      await untilProjected(
        async () => versionOf(await getEditableCampaign(edit.id)) !== edit.previousVersion,
      );
      return saved;
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

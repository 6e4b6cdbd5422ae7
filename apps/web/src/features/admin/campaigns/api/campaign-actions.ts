import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';
import { refreshWhenProjected } from '../../api/refresh-when-projected';
import type { AdminCampaign } from '../../types';
import { getAdminCampaign } from './get-campaign';

export type ReviewAction = 'approve' | 'reject' | 'feature' | 'unfeature';

const failed: Record<ReviewAction | 'delete', string> = {
  approve: 'Failed to approve campaign',
  reject: 'Failed to reject campaign',
  feature: 'Failed to feature campaign',
  unfeature: 'Failed to unfeature campaign',
  delete: 'Failed to delete campaign',
};

const done: Record<ReviewAction | 'delete', string> = {
  approve: 'Campaign approved',
  reject: 'Campaign rejected',
  feature: 'Campaign featured',
  unfeature: 'Campaign unfeatured',
  delete: 'Campaign deleted',
};

type ReviewResult = { _id: string; status: string; featured: boolean };

export type Review = { id: string; action: ReviewAction; reason?: string };

export const reviewCampaign = ({ id, action, reason }: Review) =>
  api
    .patch<{ campaign: ReviewResult }>(
      `/v1/campaigns/${encodeURIComponent(id)}/${action}`,
      reason ? { reason } : undefined,
    )
    .then((data) => data.campaign);

export const deleteCampaign = (id: string) => api.delete(`/v1/campaigns/${encodeURIComponent(id)}`);

/** Applies the server's answer to every cached copy at once, so the screen changes before the refetch. */
function patchCampaign(queryClient: QueryClient, id: string, patch: Partial<AdminCampaign>) {
  queryClient.setQueriesData<AdminCampaign[]>({ queryKey: adminKeys.campaignLists() }, (list) =>
    list?.map((campaign) => (campaign._id === id ? { ...campaign, ...patch } : campaign)),
  );
  queryClient.setQueryData<AdminCampaign>(
    adminKeys.campaign(id),
    (campaign) => campaign && { ...campaign, ...patch },
  );
}

const readBack = (id: string) =>
  getAdminCampaign(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  });

/** Approve, reject, feature or unfeature, with the section 8 messages on failure. */
export function useReviewCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCampaign,
    onSuccess: (result, { id, action }) => {
      const patch = { status: result.status, featured: result.featured };
      patchCampaign(queryClient, id, patch);
      toast.success(done[action]);
      void refreshWhenProjected(queryClient, async () => {
        const campaign = await readBack(id);
        return campaign?.status === patch.status && campaign.featured === patch.featured;
      });
    },
    onError: (error, { action }) => toast.error(errorMessage(error, failed[action])),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<AdminCampaign[]>({ queryKey: adminKeys.campaignLists() }, (list) =>
        list?.filter((campaign) => campaign._id !== id),
      );
      toast.success(done.delete);
      void refreshWhenProjected(queryClient, async () => (await readBack(id)) === undefined);
    },
    onError: (error) => toast.error(errorMessage(error, failed.delete)),
  });
}

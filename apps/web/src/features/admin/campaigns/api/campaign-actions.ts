import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, ApiError, errorMessage } from '@/lib/api-client';
import { adminKeys } from '../../api/admin-keys';
import { refreshWhenProjected } from '../../api/refresh-when-projected';
import type { AdminCampaign } from '../../types';
import { useT } from '@/lib/i18n/use-t';
import { getAdminCampaign } from './get-campaign';

export type ReviewAction = 'approve' | 'reject' | 'feature' | 'unfeature';

/** The toasts' catalogue keys: `admin.done.approve`, `admin.failed.approve`, … */
const said = (outcome: 'done' | 'failed', action: ReviewAction | 'delete') =>
  `admin.${outcome}.${action}`;

type ReviewResult = { _id: string; status: string; featured: boolean };

/** A rejection always carries the admin's reason for the creator. */
export type Review =
  | { id: string; action: Exclude<ReviewAction, 'reject'> }
  | { id: string; action: 'reject'; reason: string };

export const reviewCampaign = (review: Review) =>
  api
    .patch<{ campaign: ReviewResult }>(
      `/v1/campaigns/${encodeURIComponent(review.id)}/${review.action}`,
      review.action === 'reject' ? { reason: review.reason } : undefined,
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
  const t = useT();
  return useMutation({
    mutationFn: reviewCampaign,
    onSuccess: (result, { id, action }) => {
      const patch = { status: result.status, featured: result.featured };
      patchCampaign(queryClient, id, patch);
      toast.success(t(said('done', action)));
      void refreshWhenProjected(queryClient, async () => {
        const campaign = await readBack(id);
        return campaign?.status === patch.status && campaign.featured === patch.featured;
      });
    },
    onError: (error, { action }) => toast.error(errorMessage(error, t(said('failed', action)))),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<AdminCampaign[]>({ queryKey: adminKeys.campaignLists() }, (list) =>
        list?.filter((campaign) => campaign._id !== id),
      );
      toast.success(t(said('done', 'delete')));
      void refreshWhenProjected(queryClient, async () => (await readBack(id)) === undefined);
    },
    onError: (error) => toast.error(errorMessage(error, t(said('failed', 'delete')))),
  });
}

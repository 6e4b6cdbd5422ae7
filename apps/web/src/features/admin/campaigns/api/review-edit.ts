import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { refreshWhenProjected } from '../../api/refresh-when-projected';
import { reviewCampaign } from './campaign-actions';
import { getAdminCampaign } from './get-campaign';

export type EditDecision = { id: string; publish: boolean; reason?: string };

const done = { publish: 'Edit published', keep: 'Edit rejected: the live version stays' };
const failed = { publish: 'Failed to publish the edit', keep: 'Failed to reject the edit' };

/** Publishes a live campaign's pending edit, or rejects it with a reason; then reads until it is projected. */
export function useReviewEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish, reason = '' }: EditDecision) =>
      reviewCampaign(publish ? { id, action: 'approve' } : { id, action: 'reject', reason }),
    onSuccess: (_, { id, publish }) => {
      toast.success(publish ? done.publish : done.keep);
      void refreshWhenProjected(queryClient, async () => !(await getAdminCampaign(id)).pendingEdit);
    },
    onError: (error, { publish }) =>
      toast.error(errorMessage(error, publish ? failed.publish : failed.keep)),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { moneyKeys } from '@/lib/money/money-keys';
import { api, errorMessage } from '@/lib/api-client';
import { refreshWhenProjected } from '../../api/refresh-when-projected';
import { getAdminCampaign } from './get-campaign';

export type CloseCampaign = { id: string; reason: string; refund: boolean };

export const closeCampaign = ({ id, reason, refund }: CloseCampaign) =>
  api.patch(`/v1/campaigns/${encodeURIComponent(id)}/close`, { reason, refund });

/** Ends the campaign now: funded if it reached its goal, else (or when asked) every backer is refunded. */
export function useCloseCampaign() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: closeCampaign,
    onSuccess: (_, { id }) => {
      toast.success(t('admin.close.done'));
      void refreshWhenProjected(queryClient, async () =>
        Boolean((await getAdminCampaign(id)).outcome),
      ).then(() => queryClient.invalidateQueries({ queryKey: moneyKeys.all }));
    },
    onError: (error) => toast.error(errorMessage(error, t('admin.close.failed'))),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api-client';
import { adminKeys, liveAdminQuery } from '../../api/admin-keys';
import { refreshWhenProjected } from '../../api/refresh-when-projected';
import type { AdminDonation } from '../../types';

/** As admin, the campaign's gifts include crypto pledges still awaiting confirmation: every page of them. */
export const getAdminDonations = async (
  campaignId: string,
  signal?: AbortSignal,
): Promise<AdminDonation[]> => {
  const donations: AdminDonation[] = [];
  for (let page = 1; ; page += 1) {
    const data = await api.get<{
      donations?: AdminDonation[];
      pagination?: { hasNextPage?: boolean };
    }>(`/v1/donations/${encodeURIComponent(campaignId)}?page=${page}`, { signal });
    donations.push(...(Array.isArray(data?.donations) ? data.donations : []));
    if (!data?.pagination?.hasNextPage) return donations;
  }
};

export const adminDonationsQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: adminKeys.donations(campaignId),
    queryFn: ({ signal }) => getAdminDonations(campaignId, signal),
    ...liveAdminQuery,
  });

export const usePendingPledges = (campaignId: string) =>
  useQuery({
    ...adminDonationsQueryOptions(campaignId),
    select: (donations) => donations.filter((donation) => donation.status === 'pending'),
  });

export const confirmPledge = (pledgeId: string) =>
  api.patch(`/v1/donations/crypto-pledges/${encodeURIComponent(pledgeId)}/confirm`);

export function useConfirmPledge(campaignId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: confirmPledge,
    onSuccess: (_, pledgeId) => {
      toast.success(t('admin.pledges.confirmed'));
      void refreshWhenProjected(queryClient, async () =>
        (await getAdminDonations(campaignId)).some(
          (donation) => donation._id === pledgeId && donation.status !== 'pending',
        ),
      );
    },
    onError: (error) => toast.error(errorMessage(error, t('admin.pledges.confirmFailed'))),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { api, errorMessage } from '@/lib/api-client';
import { adminKeys, liveAdminQuery } from '../../api/admin-keys';
import { refreshWhenProjected } from '../../api/refresh-when-projected';
import type { AdminDonation } from '../../types';

export const PLEDGES_FAILED = 'Failed to load crypto pledges';
export const CONFIRM_FAILED = 'Failed to confirm crypto pledge';

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
  return useMutation({
    mutationFn: confirmPledge,
    onSuccess: (_, pledgeId) => {
      toast.success('Crypto pledge confirmed: the gift now counts towards the goal.');
      void refreshWhenProjected(queryClient, async () =>
        (await getAdminDonations(campaignId)).some(
          (donation) => donation._id === pledgeId && donation.status !== 'pending',
        ),
      );
    },
    onError: (error) => toast.error(errorMessage(error, CONFIRM_FAILED)),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, watchCampaign, type CampaignProgress } from '@/lib/socket';
import { adminKeys } from '../../api/admin-keys';
import type { AdminCampaign } from '../../types';

const totalsOf = (progress: CampaignProgress) => ({
  amountRaised: progress.amountRaised,
  goalAmount: progress.goalAmount,
  donationCount: progress.donationCount,
  progressPercentage: progress.progressPercentage,
});

/**
 * `campaigns:changed` reaches sockets signed in as admin when a campaign is created, edited, reviewed,
 * featured or deleted (by anyone): the campaign lists and details refetch. A reconnection may have missed
 * some, so it refetches then too.
 */
export function useCampaignChanges() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let detach = () => {};
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.campaignLists() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.campaignDetails() });
    };
    void getSocket().then((socket) => {
      if (!active) return;
      socket.on('campaigns:changed', refetch);
      socket.io.on('reconnect', refetch);
      detach = () => {
        socket.off('campaigns:changed', refetch);
        socket.io.off('reconnect', refetch);
      };
    });
    return () => {
      active = false;
      detach();
    };
  }, [queryClient]);
}

/** Joins the `campaign:progress` room of every listed campaign and keeps the cached totals in step. */
export function useLiveCampaignTotals(campaignIds: readonly string[]) {
  const queryClient = useQueryClient();
  const key = [...campaignIds].sort().join(',');
  useEffect(() => {
    const leaves = key
      .split(',')
      .filter(Boolean)
      .map((id) =>
        watchCampaign(id, (progress) =>
          queryClient.setQueriesData<AdminCampaign[]>(
            { queryKey: adminKeys.campaignLists() },
            (list) =>
              list?.map((campaign) =>
                campaign._id === id ? { ...campaign, ...totalsOf(progress) } : campaign,
              ),
          ),
        ),
      );
    return () => leaves.forEach((leave) => leave());
  }, [key, queryClient]);
}

/** On the details page a donation also adds to the audit trail and may settle a pledge: refetch those. */
export function useLiveCampaignDetails(campaignId: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      watchCampaign(campaignId, (progress) => {
        const before = queryClient.getQueryData<AdminCampaign>(adminKeys.campaign(campaignId));
        queryClient.setQueryData<AdminCampaign>(
          adminKeys.campaign(campaignId),
          (campaign) => campaign && { ...campaign, ...totalsOf(progress) },
        );
        if (before?.donationCount === progress.donationCount) return;
        void queryClient.invalidateQueries({ queryKey: adminKeys.history(campaignId) });
        void queryClient.invalidateQueries({ queryKey: adminKeys.donations(campaignId) });
      }),
    [campaignId, queryClient],
  );
}

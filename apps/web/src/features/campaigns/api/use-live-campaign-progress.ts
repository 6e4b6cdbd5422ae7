import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { type CampaignProgress, watchCampaign } from '@/lib/socket';
import type { Campaign } from '../types';
import { campaignKeys } from './campaign-keys';

const changes = (campaign: Campaign, progress: CampaignProgress) =>
  campaign.amountRaised !== progress.amountRaised ||
  campaign.goalAmount !== progress.goalAmount ||
  campaign.donationCount !== progress.donationCount ||
  campaign.progressPercentage !== progress.progressPercentage ||
  (campaign.amountRefunded ?? 0) !== progress.amountRefunded;

/**
 * Keeps the cached campaign's totals in step with `campaign:progress` pushes and refreshes its backers when they grow;
 * from when it is `watching` (socket.io's client is loaded then).
 */
export function useLiveCampaignProgress(campaignId: string, watching: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watching) return;
    return watchCampaign(campaignId, (progress) => {
      const shown = queryClient.getQueryData<Campaign>(campaignKeys.detail(campaignId));
      // Joining sends the figures the page already shows: nothing to draw again.
      if (shown && !changes(shown, progress)) return;
      queryClient.setQueryData<Campaign>(
        campaignKeys.detail(campaignId),
        (campaign) =>
          campaign && {
            ...campaign,
            amountRaised: progress.amountRaised,
            goalAmount: progress.goalAmount,
            donationCount: progress.donationCount,
            progressPercentage: progress.progressPercentage,
            ...(campaign.outcome && { amountRefunded: progress.amountRefunded }),
          },
      );
      // Joining the room sends the current progress too: the backers change only when a gift or refund moved it.
      const moved =
        shown?.donationCount !== progress.donationCount ||
        (shown.amountRefunded ?? 0) !== progress.amountRefunded;
      if (moved)
        void queryClient.invalidateQueries({ queryKey: campaignKeys.donations(campaignId) });
    });
  }, [campaignId, queryClient, watching]);
}

/** After this browser's own donation: refetch the campaign and its backers. */
export function useRefreshCampaign() {
  const queryClient = useQueryClient();
  return useCallback(
    (campaignId: string) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaignId) }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.donations(campaignId) }),
      ]),
    [queryClient],
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WalletCampaign, WalletDonation } from '../types';
import { walletKeys } from './wallet-keys';

export const RECENT_DONATIONS = 5;

type Activity = {
  balance: number;
  campaigns: WalletCampaign[];
  donations: WalletDonation[];
  donationsFailed: boolean;
};

const donationsOf = async (
  campaign: WalletCampaign,
  signal?: AbortSignal,
): Promise<WalletDonation[]> => {
  const data = await api.get<{ donations?: Omit<WalletDonation, 'campaignTitle'>[] }>(
    `/v1/donations/${encodeURIComponent(campaign._id)}`,
    { signal },
  );
  return (data.donations ?? []).map((donation) => ({ ...donation, campaignTitle: campaign.title }));
};

/** What the books say the creator's campaigns took in: the dashboard's total, summed over the ledger. */
const raisedInTheBooks = async (signal?: AbortSignal) =>
  (await api.get<{ stats: { totalDonations: number } }>('/v1/dashboard', { signal })).stats
    .totalDonations;

/** Balance (what the creator's campaigns have raised), the campaigns, and the five newest gifts across them. */
export async function getWalletActivity(userId: string, signal?: AbortSignal): Promise<Activity> {
  const [{ campaigns = [] }, balance] = await Promise.all([
    api.get<{ campaigns?: WalletCampaign[] }>(`/v1/campaigns/user/${encodeURIComponent(userId)}`, {
      signal,
    }),
    raisedInTheBooks(signal),
  ]);
  const results = await Promise.allSettled(
    campaigns.map((campaign) => donationsOf(campaign, signal)),
  );
  const donations = results
    .flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, RECENT_DONATIONS);
  return {
    balance,
    campaigns,
    donations,
    donationsFailed: results.some((result) => result.status === 'rejected'),
  };
}

export const walletActivityQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.activity(userId),
    queryFn: ({ signal }) => getWalletActivity(userId, signal),
    staleTime: 0,
  });

export const useWalletActivity = (userId: string) =>
  useQuery({ ...walletActivityQueryOptions(userId), enabled: Boolean(userId) });

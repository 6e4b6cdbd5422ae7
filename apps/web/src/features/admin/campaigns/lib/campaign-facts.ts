import type { AdminCampaign, AdminCreator, StatusFilter } from '../../types';

export function creatorOf(campaign: Pick<AdminCampaign, 'creator'>): AdminCreator | undefined {
  return campaign.creator && typeof campaign.creator === 'object' ? campaign.creator : undefined;
}

export const creatorName = (campaign: Pick<AdminCampaign, 'creator'>) =>
  creatorOf(campaign)?.name?.trim() || 'Anonymous';

/** Client-side search over title and creator name, case-insensitive. */
export function matchesSearch(campaign: AdminCampaign, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return (
    campaign.title.toLowerCase().includes(needle) ||
    creatorName(campaign).toLowerCase().includes(needle)
  );
}

/** Whether a campaign still belongs under a status filter (after a local change, before the refetch). */
export function matchesFilter(
  campaign: Pick<AdminCampaign, 'status' | 'featured' | 'pendingEdit'>,
  filter: StatusFilter,
): boolean {
  if (filter === 'all') return true;
  if (filter === 'featured') return campaign.featured;
  if (filter === 'pending' && campaign.pendingEdit) return true;
  return campaign.status === filter;
}

export type CampaignStats = { count: number; fundingRequested: number; uniqueCreators: number };

/** Count, total funding requested (sum of goals) and distinct creators of the campaigns shown. */
export function campaignStats(campaigns: readonly AdminCampaign[]): CampaignStats {
  const creators = new Set(
    campaigns.map(
      (campaign) =>
        creatorOf(campaign)?._id ?? (typeof campaign.creator === 'string' ? campaign.creator : ''),
    ),
  );
  creators.delete('');
  return {
    count: campaigns.length,
    fundingRequested: campaigns.reduce(
      (sum, campaign) => sum + (Number.isFinite(campaign.goalAmount) ? campaign.goalAmount : 0),
      0,
    ),
    uniqueCreators: creators.size,
  };
}

/** A coin amount without trailing zeros: '0.01000000' reads as 0.01. */
export function coinAmount(amount: string | null | undefined): string {
  const value = Number(amount);
  return amount && Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: 8 })
    : '';
}

/**
 * Since when a campaign has waited for review: its pending edit's time, else for a pending campaign when it was
 * last sent (created, or edited and sent back); none for a campaign nothing awaits.
 */
export function waitingSince(
  campaign: Pick<AdminCampaign, 'status' | 'createdAt' | 'updatedAt' | 'pendingEdit'>,
): string | undefined {
  if (campaign.pendingEdit) return campaign.pendingEdit.editedAt;
  if (campaign.status === 'pending') return campaign.updatedAt ?? campaign.createdAt;
  return undefined;
}

/** The review queue's order: whatever has waited longest first (its end date runs meanwhile). */
export function oldestWaitingFirst<T extends AdminCampaign>(campaigns: readonly T[]): T[] {
  const since = (campaign: T) => Date.parse(waitingSince(campaign) ?? campaign.createdAt);
  return [...campaigns].sort((a, b) => since(a) - since(b));
}

import { truncate } from '../../../lib/format';
import type { Campaign } from '../types';

export const CARD_TITLE_MAX = 40;
export const STORY_PREVIEW_MAX = 300;

export const cardTitle = (title: string) => truncate(title, CARD_TITLE_MAX);

/** Percent of the goal raised, whole number, capped at 100. */
export function progressPercent(amountRaised: number, goalAmount: number): number {
  if (!(goalAmount > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((amountRaised / goalAmount) * 100)));
}

export const daysLabel = (days: number) => (days === 1 ? 'day left' : 'days left');

/** Ended funded; before the end is recorded, past its end date with the goal reached. */
export function isCompleted(
  campaign: Pick<Campaign, 'amountRaised' | 'goalAmount' | 'daysRemaining' | 'outcome'>,
): boolean {
  if (campaign.outcome) return campaign.outcome === 'funded';
  return campaign.amountRaised >= campaign.goalAmount && campaign.daysRemaining <= 0;
}

/** Takes no more gifts: its end is recorded, or its end date has passed. */
export const hasEnded = (campaign: Pick<Campaign, 'daysRemaining' | 'outcome'>) =>
  Boolean(campaign.outcome) || campaign.daysRemaining <= 0;

/** The card's badge: Completed once funded, Ended once over without reaching the goal, else (open) its category. */
export const cardBadge = (
  campaign: Pick<Campaign, 'amountRaised' | 'goalAmount' | 'daysRemaining' | 'outcome'>,
): { tone: 'completed' | 'ended' | 'open' } => {
  if (isCompleted(campaign)) return { tone: 'completed' };
  if (hasEnded(campaign)) return { tone: 'ended' };
  return { tone: 'open' };
};

export const hasFailed = (campaign: Pick<Campaign, 'outcome'>) => campaign.outcome === 'failed';

/** As the server decides: approved, not ended (an admin may close it early) and not yet past its end date. */
export function acceptsDonations(
  campaign: Pick<Campaign, 'status' | 'daysRemaining' | 'outcome'>,
): boolean {
  return campaign.status === 'approved' && !campaign.outcome && campaign.daysRemaining > 0;
}

/** Featured campaigns first, then newest created. */
export function sortCampaigns<T extends Pick<Campaign, 'featured' | 'createdAt'>>(
  campaigns: readonly T[],
): T[] {
  return [...campaigns].sort((a, b) => {
    if (a.featured !== b.featured) return a.featured ? -1 : 1;
    return Date.parse(b.createdAt) - Date.parse(a.createdAt);
  });
}

export function creatorOf(campaign: Pick<Campaign, 'creator' | 'country'>): {
  name: string;
  country?: string;
} {
  const creator = typeof campaign.creator === 'object' ? campaign.creator : undefined;
  return { name: creator?.name ?? 'Anonymous', country: creator?.country ?? campaign.country };
}

/** The date by which the goal must be reached: the end date, else today plus the days remaining. */
export function fundingDeadline(
  campaign: Pick<Campaign, 'endDate' | 'daysRemaining'>,
  now = new Date(),
): Date {
  const end = campaign.endDate ? new Date(campaign.endDate) : undefined;
  if (end && !Number.isNaN(end.getTime())) return end;
  return new Date(now.getTime() + campaign.daysRemaining * 24 * 60 * 60 * 1000);
}

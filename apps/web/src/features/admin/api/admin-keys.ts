import type { StatusFilter } from '../types';

export const adminKeys = {
  all: ['admin'] as const,
  campaignLists: () => [...adminKeys.all, 'campaigns'] as const,
  campaigns: (status: StatusFilter) => [...adminKeys.campaignLists(), status] as const,
  campaignDetails: () => [...adminKeys.all, 'campaign'] as const,
  campaign: (id: string) => [...adminKeys.campaignDetails(), id] as const,
  history: (id: string) => [...adminKeys.campaign(id), 'history'] as const,
  asOf: (id: string, query: string) => [...adminKeys.campaign(id), 'as-of', query] as const,
  donations: (id: string) => [...adminKeys.campaign(id), 'donations'] as const,
  contacts: () => [...adminKeys.all, 'contacts'] as const,
  mail: () => [...adminKeys.all, 'mail'] as const,
  disputes: () => [...adminKeys.all, 'disputes'] as const,
  differences: () => [...adminKeys.all, 'reconciliation-differences'] as const,
  posts: () => [...adminKeys.all, 'blog'] as const,
  post: (id: string) => [...adminKeys.posts(), id] as const,
};

/** Screens nothing is pushed for (contact messages, undelivered mail, disputes, crypto pledges) refetch on focus and every 15 s. */
export const ADMIN_REFRESH_MS = 15_000;

export const liveAdminQuery = {
  refetchOnWindowFocus: true,
  refetchInterval: ADMIN_REFRESH_MS,
  staleTime: 0,
} as const;

/**
 * Campaign screens are told over the socket when campaigns change (`campaigns:changed`: another admin's
 * review, a new submission, an edit) and when donations arrive; the slow poll only covers a missed push.
 */
export const pushedAdminQuery = {
  refetchOnWindowFocus: true,
  refetchInterval: 60_000,
  staleTime: 0,
} as const;

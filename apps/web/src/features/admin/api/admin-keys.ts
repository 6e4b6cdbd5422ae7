import type { StatusFilter } from '../types';

export const adminKeys = {
  all: ['admin'] as const,
  campaignLists: () => [...adminKeys.all, 'campaigns'] as const,
  campaigns: (status: StatusFilter) => [...adminKeys.campaignLists(), status] as const,
  campaign: (id: string) => [...adminKeys.all, 'campaign', id] as const,
  history: (id: string) => [...adminKeys.campaign(id), 'history'] as const,
  donations: (id: string) => [...adminKeys.campaign(id), 'donations'] as const,
  contacts: () => [...adminKeys.all, 'contacts'] as const,
  posts: () => [...adminKeys.all, 'blog'] as const,
  post: (id: string) => [...adminKeys.posts(), id] as const,
};

/**
 * Admin screens stay current without a push for every change: they refetch on focus and every 15 s
 * (another admin's review), while donations arrive live over the socket.
 */
export const ADMIN_REFRESH_MS = 15_000;

export const liveAdminQuery = { refetchOnWindowFocus: true, refetchInterval: ADMIN_REFRESH_MS, staleTime: 0 } as const;

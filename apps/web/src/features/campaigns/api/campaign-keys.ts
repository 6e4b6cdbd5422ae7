import type { SearchParams } from '../types';

export const campaignKeys = {
  all: ['campaigns'] as const,
  featured: () => [...campaignKeys.all, 'featured'] as const,
  approved: () => [...campaignKeys.all, 'approved'] as const,
  search: (params: SearchParams) => [...campaignKeys.all, 'search', params] as const,
  searchPages: (params: Omit<SearchParams, 'page'>) =>
    [...campaignKeys.all, 'search-pages', params] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  related: (id: string) => [...campaignKeys.all, 'related', id] as const,
  updates: (id: string) => [...campaignKeys.all, 'updates', id] as const,
  donations: (id: string) => [...campaignKeys.all, 'donations', id] as const,
};

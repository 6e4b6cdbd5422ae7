import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Campaign, Pagination, SearchParams } from '../types';
import { campaignKeys } from './campaign-keys';
import { campaignsIn } from './campaign-list';

export const SEARCH_PAGE_SIZE = 9;

export type SearchResult = { campaigns: Campaign[]; pagination: Pagination };

export async function searchCampaigns(
  params: SearchParams,
  signal?: AbortSignal,
): Promise<SearchResult> {
  const data = await api.get<{ pagination?: Pagination }>('/v1/campaigns/search', {
    params: { ...params, searchTerm: params.searchTerm?.trim(), limit: SEARCH_PAGE_SIZE },
    signal,
  });
  const campaigns = campaignsIn(data);
  const pagination = data.pagination ?? {
    totalCampaigns: campaigns.length,
    totalPages: 1,
    currentPage: params.page,
    hasNextPage: false,
    hasPrevPage: params.page > 1,
  };
  return { campaigns, pagination };
}

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: campaignKeys.search(params),
    queryFn: ({ signal }) => searchCampaigns(params, signal),
    placeholderData: keepPreviousData,
  });

/** Desktop: one page at a time. */
export const useSearchCampaigns = (params: SearchParams, enabled = true) =>
  useQuery({ ...searchQueryOptions(params), enabled });

export const searchPagesQueryOptions = (filters: Omit<SearchParams, 'page'>) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.searchPages(filters),
    queryFn: ({ pageParam, signal }) => searchCampaigns({ ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined,
  });

/** Mobile: pages accumulate behind 'Show More'. */
export const useSearchCampaignPages = (filters: Omit<SearchParams, 'page'>, enabled = true) =>
  useInfiniteQuery({ ...searchPagesQueryOptions(filters), enabled });

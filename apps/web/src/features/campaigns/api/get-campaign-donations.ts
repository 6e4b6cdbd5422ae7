import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Donation, DonationsPagination } from '../types';
import { campaignKeys } from './campaign-keys';

export type DonationsPage = { donations: Donation[]; pagination?: DonationsPagination };

/** A page of the campaign's gifts, newest first; the first is asked as the seed asked it, without a page. */
export const getCampaignDonations = async (
  campaignId: string,
  page = 1,
  signal?: AbortSignal,
): Promise<DonationsPage> => {
  const data = await api.get<DonationsPage>(
    `/v1/donations/${encodeURIComponent(campaignId)}${page > 1 ? `?page=${page}` : ''}`,
    { signal },
  );
  return {
    donations: Array.isArray(data?.donations) ? data.donations : [],
    pagination: data?.pagination,
  };
};

export const campaignDonationsQueryOptions = (campaignId: string) =>
  infiniteQueryOptions({
    queryKey: campaignKeys.donations(campaignId),
    queryFn: ({ pageParam, signal }) => getCampaignDonations(campaignId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination?.hasNextPage ? pagination.currentPage + 1 : undefined,
  });

export const useCampaignDonations = (campaignId: string) =>
  useInfiniteQuery(campaignDonationsQueryOptions(campaignId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Withdrawal } from './types';
import { moneyKeys } from './money-keys';

export const WITHDRAWALS_FAILED = 'money.withdrawals.failed';

/** The caller's withdrawals (every one for an admin), newest first; or one campaign's. */
export const getWithdrawals = (campaignId?: string, signal?: AbortSignal) =>
  api
    .get<{ withdrawals: Withdrawal[] }>(
      `/v1/withdrawals${campaignId ? `?campaignId=${encodeURIComponent(campaignId)}` : ''}`,
      { signal },
    )
    .then((data) => data.withdrawals);

export const withdrawalsQueryOptions = (campaignId?: string) =>
  queryOptions({
    queryKey: moneyKeys.withdrawals(campaignId),
    queryFn: ({ signal }) => getWithdrawals(campaignId, signal),
    staleTime: 0,
  });

export const useWithdrawals = (campaignId?: string) =>
  useQuery(withdrawalsQueryOptions(campaignId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreatorDispute } from '../types';
import { walletKeys } from './wallet-keys';

/** The disputes of the creator's own campaigns' gifts: open ones first, the nearest deadline first. */
export const getCreatorDisputes = (signal?: AbortSignal) =>
  api
    .get<{ disputes?: CreatorDispute[] }>('/v1/creator/disputes', { signal })
    .then((data) => (Array.isArray(data?.disputes) ? data.disputes : []));

export const creatorDisputesQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.disputes(),
    queryFn: ({ signal }) => getCreatorDisputes(signal),
  });

export const useCreatorDisputes = () => useQuery(creatorDisputesQueryOptions());

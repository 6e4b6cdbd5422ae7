import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, liveAdminQuery } from '../../api/admin-keys';
import type { AdminDispute } from '../../types';

/** Disputes on gifts: open ones first, the nearest deadline first, then the closed ones. */
export const getDisputes = async (signal?: AbortSignal): Promise<AdminDispute[]> => {
  const data = await api.get<{ disputes?: AdminDispute[] }>('/v1/admin/disputes', { signal });
  return Array.isArray(data?.disputes) ? data.disputes : [];
};

export const disputesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.disputes(),
    queryFn: ({ signal }) => getDisputes(signal),
    ...liveAdminQuery,
  });

export const useDisputes = () => useQuery(disputesQueryOptions());

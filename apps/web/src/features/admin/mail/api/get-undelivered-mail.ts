import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, liveAdminQuery } from '../../api/admin-keys';
import type { UndeliveredMail } from '../../types';

/** Mail the outbox has not delivered yet (still retrying) or that the mail server refused for good. */
export const getUndeliveredMail = async (signal?: AbortSignal): Promise<UndeliveredMail[]> => {
  const data = await api.get<{ mails?: UndeliveredMail[] }>('/v1/admin/mail', { signal });
  return Array.isArray(data?.mails) ? data.mails : [];
};

export const undeliveredMailQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.mail(),
    queryFn: ({ signal }) => getUndeliveredMail(signal),
    ...liveAdminQuery,
  });

export const useUndeliveredMail = () => useQuery(undeliveredMailQueryOptions());

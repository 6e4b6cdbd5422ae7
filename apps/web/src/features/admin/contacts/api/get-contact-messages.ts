import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, liveAdminQuery } from '../../api/admin-keys';
import type { ContactMessage } from '../../types';

/** Messages sent from the About page's contact form, newest first. */
export const getContactMessages = async (signal?: AbortSignal): Promise<ContactMessage[]> => {
  const data = await api.get<{ data?: ContactMessage[] }>('/contact', { signal });
  return Array.isArray(data?.data) ? data.data : [];
};

export const contactMessagesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.contacts(),
    queryFn: ({ signal }) => getContactMessages(signal),
    ...liveAdminQuery,
  });

export const useContactMessages = () => useQuery(contactMessagesQueryOptions());

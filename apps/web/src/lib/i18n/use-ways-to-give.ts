import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The `crypto` value of the texts that list the ways to give (`{crypto, select, offered {…} other {…}}`): crypto is
 * named only when this server takes it. Read from the payment settings every page prefetches (the same query and
 * cache as the donate form's `usePaymentSettings`, which shared code may not import).
 */
export const useWaysToGive = (): { crypto: 'offered' | 'none' } => {
  const { data } = useQuery({
    queryKey: ['payment-settings'],
    queryFn: ({ signal }) => api.get<{ crypto: string | null }>('/v1/payment-settings', { signal }),
    staleTime: Infinity,
  });
  return { crypto: data?.crypto ? 'offered' : 'none' };
};

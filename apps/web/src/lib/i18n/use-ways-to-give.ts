import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The payment settings every page prefetches (the same query and cache as the donate form's `usePaymentSettings`,
 * which shared code may not import): who takes gifts, and whether crypto is taken.
 */
export const offeredPaymentsKey = ['payment-settings'] as const;

export const useOfferedPayments = () =>
  useQuery({
    queryKey: offeredPaymentsKey,
    queryFn: ({ signal }) =>
      api.get<{ crypto: string | null; providers: string[] }>('/v1/payment-settings', {
        signal,
      }),
    staleTime: Infinity,
  }).data;

/**
 * The `crypto` value of the texts that list the ways to give (`{crypto, select, offered {…} other {…}}`): crypto is
 * named only when this server takes it.
 */
export const useWaysToGive = (): { crypto: 'offered' | 'none' } => ({
  crypto: useOfferedPayments()?.crypto ? 'offered' : 'none',
});

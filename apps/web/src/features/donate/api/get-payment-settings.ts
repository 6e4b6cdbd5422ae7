import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PaymentSettings = {
  /** Who takes cards: the first listed. */
  provider: string | null;
  /** Every listed provider, in order: each mobile-money network goes to the first that charges it. */
  providers: string[];
  acceptingDonations: boolean;
  testModeBanner: boolean;
  /**
   * How crypto is taken: a BTCPay Server invoice (its checkout page) where one is configured, else a simulated invoice
   * in the sandbox; null when no crypto provider is configured (not offered).
   */
  crypto: 'btcpay' | 'simulated' | null;
  /** The USSD code phones dial to give (with each campaign's own code), where that is on. */
  ussdCode?: string;
};

/** Whether the server takes gifts, and whether it takes only sandbox ones; fixed for the life of the server. */
export const getPaymentSettings = (signal?: AbortSignal) =>
  api.get<PaymentSettings>('/v1/payment-settings', { signal });

export const paymentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-settings'],
    queryFn: ({ signal }) => getPaymentSettings(signal),
    staleTime: Infinity,
  });

export const usePaymentSettings = () => useQuery(paymentSettingsQueryOptions());

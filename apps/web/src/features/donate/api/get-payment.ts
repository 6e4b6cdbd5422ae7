import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import {
  askAgain,
  POLL_EVERY_MS,
  STOP_WAITING_AFTER_MS,
  type HostedPayment,
} from '../lib/payment-progress';

export const getPayment = (paymentId: string, signal?: AbortSignal) =>
  api.get<HostedPayment>(`/v1/payments/${encodeURIComponent(paymentId)}`, { signal });

/**
 * The payment, asked for again every 1.5 s while it is pending or paid without its receipt; after two
 * minutes `stoppedWaiting` turns true and the asking stops (the webhook still records the gift later).
 */
export function usePaymentProgress(paymentId: string, enabled: boolean) {
  const [stoppedWaiting, setStoppedWaiting] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStoppedWaiting(true), STOP_WAITING_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [paymentId]);
  const payment = useQuery({
    queryKey: ['payment', paymentId],
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    enabled,
    refetchInterval: (query) =>
      askAgain(query.state.data, stoppedWaiting) ? POLL_EVERY_MS : false,
    refetchIntervalInBackground: true,
  });
  return { payment, stoppedWaiting };
}

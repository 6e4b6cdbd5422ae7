import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The payment as the thank-you page reads it: the server renders the page with it, the browser asks again. */
export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: ['payment', paymentId],
    queryFn: ({ signal }) => getPayment(paymentId, signal),
  });

/**
 * The payment, asked for again every 1.5 s while it is pending or paid without its receipt; two minutes after the
 * donor started waiting (`waitedMs` ago already, when a page without scripts refreshed itself until now)
 * `stoppedWaiting` turns true and the asking stops (the webhook still records the gift later).
 */
export function usePaymentProgress(paymentId: string, enabled: boolean, waitedMs = 0) {
  const [stoppedWaiting, setStoppedWaiting] = useState(waitedMs >= STOP_WAITING_AFTER_MS);
  useEffect(() => {
    const timer = window.setTimeout(
      () => setStoppedWaiting(true),
      Math.max(0, STOP_WAITING_AFTER_MS - waitedMs),
    );
    return () => window.clearTimeout(timer);
  }, [paymentId, waitedMs]);
  const payment = useQuery({
    ...paymentQueryOptions(paymentId),
    enabled,
    refetchInterval: (query) =>
      askAgain(query.state.data, stoppedWaiting) ? POLL_EVERY_MS : false,
    refetchIntervalInBackground: true,
  });
  return { payment, stoppedWaiting };
}

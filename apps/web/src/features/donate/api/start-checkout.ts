import { PAYMENT_START_TIMEOUT_MS } from '@harambee/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { backerPayload } from './donation-payload';

type MobileMoney = {
  method: 'mobileMoney';
  country: string;
  mobileProvider: string;
  phone: string;
};
export type CheckoutPayload = ReturnType<typeof backerPayload> & {
  currency?: string;
  coverFees?: boolean;
} & ({ method: 'card' } | { method: 'crypto' } | MobileMoney);
type Money = { amount: number; amountMinor: number; currency: string };
export type CheckoutStarted = {
  paymentId: string;
  status: 'pending';
  redirectUrl?: string;
  charge: Money;
  credited: Money;
  rate: { value: string; asOf: string; source: string };
  feeCover?: Money;
};

/**
 * Opens a hosted checkout: a provider page to send the donor to, or (mobile money) a prompt on their phone. It gives up
 * after PAYMENT_START_TIMEOUT_MS; the same `idempotencyKey` with the same gift answers the first start, never a second.
 */
export const startCheckout = ({
  payload,
  idempotencyKey,
}: {
  payload: CheckoutPayload;
  idempotencyKey: string;
}) =>
  api.post<CheckoutStarted>('/v1/payments/checkout', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: PAYMENT_START_TIMEOUT_MS,
  });

export const useStartCheckout = () => useMutation({ mutationFn: startCheckout });

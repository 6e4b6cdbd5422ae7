import { PAYMENT_START_TIMEOUT_MS } from '@harambee/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CardDetails } from '../form-checks';

export type CardPayment = CardDetails & { amount: number; campaignId: string };

/**
 * Asks the payment gateway to charge the card; a decline answers 402 with the spec's message. It gives up after
 * PAYMENT_START_TIMEOUT_MS; the same `idempotencyKey` with the same card and gift answers the first charge again.
 */
export const payByCard = ({
  payment,
  idempotencyKey,
}: {
  payment: CardPayment;
  idempotencyKey: string;
}) =>
  api.post<{ paymentId: string }>('/v1/payments/card', payment, {
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: PAYMENT_START_TIMEOUT_MS,
  });

export const usePayByCard = () => useMutation({ mutationFn: payByCard });

import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CardDetails } from '../schemas';

export type CardPayment = CardDetails & { amount: number; campaignId: string };

/** Asks the payment gateway to charge the card; a decline answers 402 with the spec's message. */
export const payByCard = (payment: CardPayment) =>
  api.post<{ paymentId: string }>('/v1/payments/card', payment);

export const usePayByCard = () => useMutation({ mutationFn: payByCard });

import { PAYMENT_START_TIMEOUT_MS } from '@harambee/rules';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mayPassOnRetry } from '@/lib/query-client';
import type { Dedication } from './donation-payload';

export type DonationPayload = {
  amount: number;
  campaignId: string;
  message: string;
  anonymous: boolean;
  donorName: string;
  keepPosted?: boolean;
  paymentMethod?: 'creditCard';
  email?: string | null;
  dedication?: Dedication | null;
  paymentId: string;
};

export type RecordedDonation = {
  _id: string;
  amount: number;
  campaign: string;
  donorName: string;
  anonymous: boolean;
  createdAt: string;
};

/** Records the donation for an approved payment; the payment id makes a repeat post harmless. Each try has an end. */
export const createDonation = (payload: DonationPayload) =>
  api
    .post<{ donation: RecordedDonation }>('/v1/donations', payload, {
      timeoutMs: PAYMENT_START_TIMEOUT_MS,
    })
    .then((data) => data.donation);

/**
 * The card is already charged when this runs, so a dropped connection on a slow network must not leave the
 * gift unrecorded: it is posted again (the same payment id can only ever record one donation).
 */
export const useCreateDonation = () =>
  useMutation({
    mutationFn: createDonation,
    retry: (failureCount, error) => failureCount < 4 && mayPassOnRetry(error),
    retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
  });

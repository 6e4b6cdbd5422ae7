import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Dedication, RecurringInterval } from './donation-payload';

export const DONATION_FAILED = 'Failed to process donation';

export type DonationPayload = {
  amount: number;
  campaignId: string;
  message: string;
  anonymous: boolean;
  donorName: string;
  isRecurring?: boolean;
  recurringInterval?: RecurringInterval | null;
  paymentMethod?: 'creditCard';
  email?: string | null;
  dedication?: Dedication | null;
  paymentId: string;
};

export type RecordedDonation = { _id: string; amount: number; campaign: string; donorName: string; anonymous: boolean; createdAt: string };

/** Records the donation for an approved payment; the payment id makes a repeat post harmless. */
export const createDonation = (payload: DonationPayload) =>
  api.post<{ donation: RecordedDonation }>('/v1/donations', payload).then((data) => data.donation);

export const useCreateDonation = () => useMutation({ mutationFn: createDonation });

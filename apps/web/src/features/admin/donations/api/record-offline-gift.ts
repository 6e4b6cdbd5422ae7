import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAdminViews } from '../../api/refresh-when-projected';
import type { OfflineGift } from '../lib/schemas';

type RecordedGift = { _id: string; amount: number; donorName: string; anonymous: boolean };

/**
 * Without a paymentId the server records the gift as an admin's offline gift (admins only), so it
 * needs no card payment.
 */
export const recordOfflineGift = ({
  campaignId,
  gift,
}: {
  campaignId: string;
  gift: OfflineGift;
}) =>
  api
    .post<{ donation: RecordedGift }>('/v1/donations', {
      amount: gift.amount,
      campaignId,
      message: gift.message,
      anonymous: gift.anonymous,
      donorName: gift.anonymous ? '' : gift.donorName,
      paymentMethod: 'creditCard',
    })
    .then((data) => data.donation);

export function useRecordOfflineGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOfflineGift,
    onSuccess: () => void refreshAdminViews(queryClient),
  });
}

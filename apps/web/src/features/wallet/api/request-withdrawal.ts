import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '@/lib/money/money-keys';
import { api } from '@/lib/api-client';
import {
  type RequestedWithdrawal,
  requestedWithdrawalSchema,
} from '@/lib/money/withdrawal-currencies';

export type { RequestedWithdrawal };

export const WITHDRAW_FAILED = 'wallet.withdraw.failed';

export const requestWithdrawal = (campaignId: string) =>
  api
    .post<{ withdrawal: RequestedWithdrawal }>('/v1/withdrawals', { campaignId })
    .then((data) => requestedWithdrawalSchema.parse(data.withdrawal));

/** The list refetches when the projector pushes `withdrawals:changed`; invalidating here covers a missed push. */
export const useRequestWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moneyKeys.all }),
  });
};

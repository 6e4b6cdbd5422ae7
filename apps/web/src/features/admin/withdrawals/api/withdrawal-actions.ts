import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { moneyKeys } from '@/lib/money/money-keys';
import { api, errorMessage } from '@/lib/api-client';

export type Decision =
  | { id: string; action: 'approve'; confirmNewWallet: boolean }
  | { id: string; action: 'reject'; reason: string };

const failed = {
  approve: 'Failed to approve the withdrawal',
  reject: 'Failed to reject the withdrawal',
};
const done = {
  approve: 'Withdrawal approved: the payout is on its way',
  reject: 'Withdrawal rejected',
};

export const decideWithdrawal = (decision: Decision) =>
  api.patch(
    `/v1/withdrawals/${encodeURIComponent(decision.id)}/${decision.action}`,
    decision.action === 'reject'
      ? { reason: decision.reason }
      : { confirmNewWallet: decision.confirmNewWallet },
  );

/** Approve (the payout follows) or reject with a reason; the list follows over `withdrawals:changed`. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSuccess: (_, { action }) => {
      toast.success(done[action]);
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    },
    onError: (error, { action }) => toast.error(errorMessage(error, failed[action])),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { moneyKeys } from '@/lib/money/money-keys';
import { api, errorMessage } from '@/lib/api-client';

export type Decision =
  | { id: string; action: 'approve'; confirmNewWallet: boolean }
  | { id: string; action: 'check' }
  | { id: string; action: 'reject'; reason: string };

const failed = {
  approve: 'Failed to approve the withdrawal',
  reject: 'Failed to reject the withdrawal',
  check: 'Failed to check with the provider',
};
const done = {
  approve: 'Withdrawal approved: the payout is on its way',
  reject: 'Withdrawal rejected',
  check: 'The provider was asked: the withdrawal shows what it said',
};

export const decideWithdrawal = (decision: Decision) =>
  api.patch(
    `/v1/withdrawals/${encodeURIComponent(decision.id)}/${decision.action}`,
    decision.action === 'reject'
      ? { reason: decision.reason }
      : decision.action === 'approve'
        ? { confirmNewWallet: decision.confirmNewWallet }
        : {},
  );

/** Approve (the payout follows), reject with a reason, or check with the provider; the list follows over `withdrawals:changed`. */
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

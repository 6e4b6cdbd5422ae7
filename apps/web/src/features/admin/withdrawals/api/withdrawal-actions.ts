import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { moneyKeys } from '@/lib/money/money-keys';
import { api, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';

export type Decision =
  | { id: string; action: 'approve'; confirmNewWallet: boolean }
  | { id: string; action: 'check' }
  | { id: string; action: 'reject'; reason: string };

const failed = {
  approve: 'admin.withdrawal.approveFailed',
  reject: 'admin.withdrawal.rejectFailed',
  check: 'admin.withdrawal.checkFailed',
};
const done = {
  approve: 'admin.withdrawal.approved',
  reject: 'admin.withdrawal.rejected',
  check: 'admin.withdrawal.checked',
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
  const t = useT();
  return useMutation({
    mutationFn: decideWithdrawal,
    onSuccess: (_, { action }) => {
      toast.success(t(done[action]));
      void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    },
    onError: (error, { action }) => toast.error(errorMessage(error, t(failed[action]))),
  });
}

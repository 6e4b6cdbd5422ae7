import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast';
import { adminKeys } from '../../api/admin-keys';

export type DisputeAnswer = {
  provider: string;
  disputeId: string;
  action: 'accept' | 'contest' | 'write-off';
  /** The reason (accept, write off) or the evidence (contest). */
  text: string;
};

const done = {
  accept: 'admin.dispute.accepted',
  contest: 'admin.dispute.contested',
  'write-off': 'admin.dispute.writtenOff',
} as const;
const failed = {
  accept: 'admin.dispute.acceptFailed',
  contest: 'admin.dispute.contestFailed',
  'write-off': 'admin.dispute.writeOffFailed',
} as const;

export const answerDispute = ({ provider, disputeId, action, text }: DisputeAnswer) =>
  api.post(
    `/v1/admin/disputes/${encodeURIComponent(provider)}/${encodeURIComponent(disputeId)}/${action}`,
    action === 'contest' ? { evidence: text } : { reason: text },
  );

/** Accept, contest with evidence, or write off a dispute; the disputes list is fetched again after. */
export function useAnswerDispute() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: answerDispute,
    onSuccess: (_, { action }) => {
      toast.success(t(done[action]));
      void queryClient.invalidateQueries({ queryKey: adminKeys.disputes() });
    },
    onError: (error, { action }) => toast.error(errorMessage(error, t(failed[action]))),
  });
}

import { useQuery } from '@tanstack/react-query';
import { moneyKeys } from '@/lib/money/money-keys';
import { requestedWithdrawalSchema } from '@/lib/money/withdrawal-currencies';
import { api } from '@/lib/api-client';

/** What approving would send now, each currency held and the conversion at today's rates; nothing is recorded. */
export const quoteApproval = (withdrawalId: string) =>
  api
    .post<{ withdrawal: unknown }>(
      `/v1/withdrawals/${encodeURIComponent(withdrawalId)}/approval-quote`,
      {},
    )
    .then((data) => requestedWithdrawalSchema.parse(data.withdrawal));

export const useApprovalQuote = (withdrawalId: string | undefined) =>
  useQuery({
    queryKey: [...moneyKeys.all, 'approval-quote', withdrawalId ?? ''],
    queryFn: () => quoteApproval(withdrawalId!),
    enabled: withdrawalId !== undefined,
    staleTime: 0,
    retry: false,
  });

import { useQuery } from '@tanstack/react-query';
import { moneyKeys } from '@/lib/money/money-keys';
import { api } from '@/lib/api-client';
import {
  type RequestedWithdrawal,
  requestedWithdrawalSchema,
} from '@/lib/money/withdrawal-currencies';

export const QUOTE_FAILED = 'wallet.quote.failed';

/** The withdrawal as it would be requested, decided by the server's rules; nothing is recorded. */
export const quoteWithdrawal = (campaignId: string) =>
  api
    .post<{ withdrawal: RequestedWithdrawal }>('/v1/withdrawals/quote', { campaignId })
    .then((data) => requestedWithdrawalSchema.parse(data.withdrawal));

export const useWithdrawalQuote = (campaignId: string | undefined) =>
  useQuery({
    queryKey: [...moneyKeys.all, 'quote', campaignId ?? ''],
    queryFn: () => quoteWithdrawal(campaignId!),
    enabled: campaignId !== undefined,
    staleTime: 0,
    retry: false,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MoneyLedger } from './types';
import { moneyKeys } from './money-keys';

export const LEDGER_FAILED = 'money.ledger.failed';

export const getMoneyLedger = (campaignId: string, signal?: AbortSignal) =>
  api.get<MoneyLedger>(`/v1/campaigns/${encodeURIComponent(campaignId)}/money`, { signal });

export const moneyLedgerQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: moneyKeys.ledger(campaignId),
    queryFn: ({ signal }) => getMoneyLedger(campaignId, signal),
    staleTime: 0,
  });

export const useMoneyLedger = (campaignId: string) => useQuery(moneyLedgerQueryOptions(campaignId));

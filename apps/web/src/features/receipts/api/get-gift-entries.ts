import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LedgerLeaf, PublicEntry } from '@/lib/ledger-entry';

/** How often the receipt asks again while its gift is not yet in the public ledger (it is within seconds). */
const WAITING_MS = 3_000;

/**
 * The gift's entries in the public ledger, oldest first: the gift itself, then any refund or dispute of it. They
 * open only with the key `k` of the gift's receipt link (the receipt's id is the gift's). Their parser (and zod) loads
 * when they are asked for: a receipt the server rendered shows its entries without it.
 */
export const getGiftEntries = async (giftId: string, receiptKey: string, signal?: AbortSignal) => {
  const [{ entries }, { parseLeaf }] = await Promise.all([
    api.get<{ entries: LedgerLeaf[] }>(`/v1/ledger/subjects/${encodeURIComponent(giftId)}`, {
      params: { k: receiptKey },
      signal,
    }),
    import('@/lib/ledger-entry'),
  ]);
  return entries.flatMap(({ leaf }) => parseLeaf(leaf) ?? []).sort((a, b) => a.index - b.index);
};

export const giftEntriesQueryOptions = (giftId: string, receiptKey: string) =>
  queryOptions<PublicEntry[]>({
    queryKey: ['ledger', 'subject', giftId, receiptKey],
    queryFn: ({ signal }) => getGiftEntries(giftId, receiptKey, signal),
    refetchInterval: (query) => (query.state.data?.length === 0 ? WAITING_MS : false),
  });

export const useGiftEntries = (giftId: string, receiptKey: string) =>
  useQuery(giftEntriesQueryOptions(giftId, receiptKey));

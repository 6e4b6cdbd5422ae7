import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type LedgerLeaf, parseLeaf, type PublicEntry } from '@/lib/ledger-entry';

export const ledgerKeys = {
  all: ['ledger'] as const,
  latest: () => [...ledgerKeys.all, 'latest'] as const,
  campaign: (id: string) => [...ledgerKeys.all, 'campaign', id] as const,
};

/** The entries a list of leaves holds, newest first; a leaf that is not an entry is left out. */
const entriesOf = (leaves: LedgerLeaf[]): PublicEntry[] =>
  leaves.flatMap(({ leaf }) => parseLeaf(leaf) ?? []).sort((a, b) => b.index - a.index);

const getEntries = async (path: string, signal?: AbortSignal) =>
  entriesOf((await api.get<{ entries: LedgerLeaf[] }>(path, { signal })).entries);

export const latestEntriesQueryOptions = () =>
  queryOptions({
    queryKey: ledgerKeys.latest(),
    queryFn: ({ signal }) => getEntries('/v1/ledger/latest', signal),
  });

export const campaignEntriesQueryOptions = (campaignId: string) =>
  queryOptions({
    queryKey: ledgerKeys.campaign(campaignId),
    queryFn: ({ signal }) =>
      getEntries(`/v1/campaigns/${encodeURIComponent(campaignId)}/ledger`, signal),
  });

export const useLatestEntries = () => useQuery(latestEntriesQueryOptions());
export const useCampaignEntries = (campaignId: string) =>
  useQuery(campaignEntriesQueryOptions(campaignId));

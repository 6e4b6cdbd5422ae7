import { useIntl } from 'react-intl';
import { type QueryClient, useQueries } from '@tanstack/react-query';
import { Head } from '@/components/head';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { campaignQueryOptions } from '@/features/campaigns/api/get-campaign';
import {
  latestEntriesQueryOptions,
  useLatestEntries,
} from '@/features/ledger/api/get-ledger-entries';
import { EntryList } from '@/features/ledger/components/entry-list';
import { LedgerIntro } from '@/features/ledger/components/ledger-intro';
import type { PublicEntry } from '@/lib/ledger-entry';
import type { PageData } from '../page-data';

const campaignIds = (entries: PublicEntry[]) => [...new Set(entries.map((e) => e.campaignId))];

/** The campaigns' titles, for those that are public; a campaign that is not shows its id. */
const prefetchTitles = async (queryClient: QueryClient) => {
  const entries = await queryClient.fetchQuery(latestEntriesQueryOptions());
  await Promise.all(
    campaignIds(entries).map((id) => queryClient.prefetchQuery(campaignQueryOptions(id))),
  );
};

export const pageData: PageData = {
  prefetch: ({ queryClient }) => prefetchTitles(queryClient),
  islands: true,
};

function useCampaignTitles(entries: PublicEntry[]) {
  const ids = campaignIds(entries);
  const campaigns = useQueries({
    queries: ids.map((id) => ({ ...campaignQueryOptions(id), retry: false })),
  });
  return Object.fromEntries(ids.map((id, at) => [id, campaigns[at]?.data?.title]));
}

/** /ledger: the latest entries of the public ledger, each with its campaign. */
export function LedgerRoute() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const entries = useLatestEntries();
  const titles = useCampaignTitles(entries.data ?? []);
  return (
    <div className="container">
      <Head title={text('ledger.title')} description={text('ledger.description')} />
      <LedgerIntro title={text('ledger.title')} />
      {entries.isPending && <Loading label={text('ledger.loading')} />}
      {entries.isError && (
        <ErrorState message={text('ledger.loadFailed')} onRetry={() => void entries.refetch()} />
      )}
      {entries.isSuccess && entries.data.length === 0 && (
        <EmptyState>{text('ledger.empty')}</EmptyState>
      )}
      {entries.isSuccess && entries.data.length > 0 && (
        <EntryList entries={entries.data} titles={titles} label={text('ledger.latest')} />
      )}
    </div>
  );
}

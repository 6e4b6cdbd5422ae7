import { Link, useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { campaignQueryOptions, useCampaign } from '@/features/campaigns/api/get-campaign';
import {
  campaignEntriesQueryOptions,
  useCampaignEntries,
} from '@/features/ledger/api/get-ledger-entries';
import { LedgerEntryList } from '@/features/ledger/components/ledger-entry-list';
import { LedgerIntro } from '@/features/ledger/components/ledger-intro';
import type { PageData } from '../page-data';

export const pageData: PageData = {
  prefetch: ({ queryClient, params }) => {
    const id = params.campaignId ?? '';
    return Promise.all([
      queryClient.prefetchQuery(campaignQueryOptions(id)),
      queryClient.prefetchQuery(campaignEntriesQueryOptions(id)),
    ]);
  },
};

/** /campaign/{id}/ledger: one campaign's latest entries in the public ledger. */
export function CampaignLedgerRoute() {
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);
  const entries = useCampaignEntries(campaignId);
  const title = campaign.data ? `Ledger of ${campaign.data.title}` : 'Campaign ledger';
  return (
    <div className="container">
      <Head title={title} />
      <LedgerIntro title={title} />
      {campaign.data && (
        <p>
          <Link to={paths.campaign.getHref(campaignId)}>Back to the campaign</Link> ·{' '}
          <Link to={paths.ledger.getHref()}>The whole ledger</Link>
        </p>
      )}
      {entries.isPending && <Loading label="Loading the ledger…" />}
      {entries.isError && (
        <ErrorState
          message="We could not load this campaign's ledger."
          onRetry={() => void entries.refetch()}
        />
      )}
      {entries.isSuccess && entries.data.length === 0 && (
        <EmptyState>No entries for this campaign yet.</EmptyState>
      )}
      {entries.isSuccess && entries.data.length > 0 && (
        <LedgerEntryList entries={entries.data} label={`Entries of ${title}`} />
      )}
    </div>
  );
}

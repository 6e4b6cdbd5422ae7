import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { campaignQueryOptions, useCampaign } from '@/features/campaigns/api/get-campaign';
import {
  campaignEntriesQueryOptions,
  useCampaignEntries,
} from '@/features/ledger/api/get-ledger-entries';
import { EntryList } from '@/features/ledger/components/entry-list';
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
  islands: true,
};

/** /campaign/{id}/ledger: one campaign's latest entries in the public ledger. */
export function CampaignLedgerRoute() {
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);
  const entries = useCampaignEntries(campaignId);
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = campaign.data
    ? text('ledger.campaignTitle', { title: campaign.data.title })
    : text('ledger.campaignLedger');
  return (
    <div className="container">
      <Head title={title} />
      <LedgerIntro title={title} />
      {campaign.data && (
        <p>
          <Link to={paths.campaign.getHref(campaignId)}>{text('ledger.backToCampaign')}</Link> ·{' '}
          <Link to={paths.ledger.getHref()}>{text('ledger.whole')}</Link>
        </p>
      )}
      {entries.isPending && <Loading label={text('ledger.loading')} />}
      {entries.isError && (
        <ErrorState
          message={text('ledger.campaignLoadFailed')}
          onRetry={() => void entries.refetch()}
        />
      )}
      {entries.isSuccess && entries.data.length === 0 && (
        <EmptyState>{text('ledger.campaignEmpty')}</EmptyState>
      )}
      {entries.isSuccess && entries.data.length > 0 && (
        <EntryList entries={entries.data} label={text('ledger.entriesOf', { title })} />
      )}
    </div>
  );
}

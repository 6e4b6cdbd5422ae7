import { Link, useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { campaignQueryOptions, useCampaign } from '@/features/campaigns/api/get-campaign';
import { campaignDonationsQueryOptions } from '@/features/campaigns/api/get-campaign-donations';
import { campaignUpdatesQueryOptions } from '@/features/campaigns/api/get-campaign-updates';
import { relatedCampaignsQueryOptions } from '@/features/campaigns/api/get-related-campaigns';
import { CampaignView } from '@/features/campaigns/components/campaign-view';
import { usePaymentSettings } from '@/features/donate/api/get-payment-settings';
import { ApiError } from '@/lib/api-client';
import { htmlToText } from '@/lib/html';
import { truncate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import type { PageData } from '../page-data';

/** The campaign, its backers and updates (CampaignActivity) and similar campaigns. */
export const pageData: PageData = {
  prefetch: ({ queryClient, params }) => {
    const id = params.campaignId ?? '';
    return Promise.all([
      queryClient.prefetchQuery(campaignQueryOptions(id)),
      queryClient.prefetchInfiniteQuery(campaignDonationsQueryOptions(id)),
      queryClient.prefetchQuery(campaignUpdatesQueryOptions(id)),
      queryClient.prefetchQuery(relatedCampaignsQueryOptions(id)),
    ]);
  },
  islands: true,
};

export function CampaignRoute() {
  const { campaignId = '' } = useParams();
  const campaign = useCampaign(campaignId);
  const t = useT();
  const dialCode = usePaymentSettings().data?.ussdCode;

  if (campaign.isPending) return <Loading page label={t('campaign.loadingPage')} />;
  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404) {
      return (
        <EmptyState>
          <Head title={t('campaign.notFound')} />
          <h1>{t('campaign.notFound')}</h1>
          <Link to={paths.searchCampaigns.getHref()}>{t('campaign.notFound.browse')}</Link>
        </EmptyState>
      );
    }
    return (
      <ErrorState message={t('campaign.loadFailed')} onRetry={() => void campaign.refetch()} />
    );
  }
  return (
    <>
      <Head
        title={campaign.data.title}
        description={truncate(htmlToText(campaign.data.story), 160)}
      />
      <CampaignView campaign={campaign.data} dialCode={dialCode} />
    </>
  );
}

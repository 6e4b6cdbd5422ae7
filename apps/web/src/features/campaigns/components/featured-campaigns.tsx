import type { QueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { useT } from '@/lib/i18n/use-t';
import { approvedCampaignsQueryOptions, useApprovedCampaigns } from '../api/get-approved-campaigns';
import { featuredCampaignsQueryOptions, useFeaturedCampaigns } from '../api/get-featured-campaigns';
import { Island } from '@/islands/island';
import { CampaignShowcase } from './campaign-showcase';

/** What FeaturedCampaigns shows, fetched ahead (the server renders the home page with it). */
export async function prefetchFeaturedCampaigns(queryClient: QueryClient) {
  const featured = await queryClient.fetchQuery(featuredCampaignsQueryOptions());
  if (featured.length === 0) await queryClient.prefetchQuery(approvedCampaignsQueryOptions());
}

/** Featured campaigns; when none are featured yet, the approved ones so the home page is never bare. */
export function FeaturedCampaigns() {
  const featured = useFeaturedCampaigns();
  const noneFeatured = featured.isSuccess && featured.data.length === 0;
  const approved = useApprovedCampaigns({ enabled: noneFeatured });
  const active = noneFeatured ? approved : featured;
  const t = useT();

  if (active.isPending) return <Loading label={t('featured.loading')} />;
  if (active.isError) {
    return <ErrorState message={t('featured.failed')} onRetry={() => void active.refetch()} />;
  }
  if (active.data.length === 0) return <EmptyState>{t('featured.none')}</EmptyState>;
  return (
    <Island name="campaign-showcase" props={{ campaigns: active.data }}>
      <CampaignShowcase campaigns={active.data} />
    </Island>
  );
}

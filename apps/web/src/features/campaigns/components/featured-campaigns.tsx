import type { QueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { approvedCampaignsQueryOptions, useApprovedCampaigns } from '../api/get-approved-campaigns';
import { featuredCampaignsQueryOptions, useFeaturedCampaigns } from '../api/get-featured-campaigns';
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

  if (active.isPending) return <Loading label="Loading campaigns…" />;
  if (active.isError) {
    return (
      <ErrorState
        message="Failed to load campaigns. Please try again."
        onRetry={() => void active.refetch()}
      />
    );
  }
  if (active.data.length === 0) return <EmptyState>No campaigns found.</EmptyState>;
  return <CampaignShowcase campaigns={active.data} />;
}

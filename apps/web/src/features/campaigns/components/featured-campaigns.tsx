import { EmptyState, ErrorState, Loading } from '@/components/ui/feedback';
import { useApprovedCampaigns } from '../api/get-approved-campaigns';
import { useFeaturedCampaigns } from '../api/get-featured-campaigns';
import { CampaignShowcase } from './campaign-showcase';

/** Featured campaigns; when none are featured yet, the approved ones so the home page is never bare. */
export function FeaturedCampaigns() {
  const featured = useFeaturedCampaigns();
  const noneFeatured = featured.isSuccess && featured.data.length === 0;
  const approved = useApprovedCampaigns({ enabled: noneFeatured });
  const active = noneFeatured ? approved : featured;

  if (active.isPending) return <Loading label="Loading campaigns…" />;
  if (active.isError) {
    return <ErrorState message="Failed to load campaigns. Please try again." onRetry={() => void active.refetch()} />;
  }
  if (active.data.length === 0) return <EmptyState>No campaigns found.</EmptyState>;
  return <CampaignShowcase campaigns={active.data} />;
}

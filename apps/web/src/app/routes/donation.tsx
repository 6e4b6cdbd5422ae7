import { useParams } from 'react-router-dom';
import { campaignQueryOptions } from '@/features/campaigns/api/get-campaign';
import type { PageData } from '../page-data';
import { DonationPage } from './donation-page';

/**
 * The campaign: the server renders the form with it, before any script runs. Whether gifts are taken, and how,
 * the browser asks itself (the form is the same either way until it is sent).
 */
export const pageData: PageData = {
  prefetch: ({ queryClient, params }) =>
    queryClient.prefetchQuery(campaignQueryOptions(params.id ?? '')),
};

export function DonationRoute() {
  const { id = '' } = useParams();
  return <DonationPage campaignId={id} variant="full" />;
}

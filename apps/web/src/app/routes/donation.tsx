import { useParams } from 'react-router-dom';
import { campaignQueryOptions } from '@/features/campaigns/api/get-campaign';
import { keptFormQueryOptions } from '@/features/donate/api/get-kept-form';
import type { PageData } from '../page-data';
import { DonationPage } from './donation-page';

/**
 * The campaign: the server renders the form with it, before any script runs, and with what the donor had typed when
 * the address names a form kept after a refused plain post. Whether gifts are taken, and how, the browser asks
 * itself (the form is the same either way until it is sent).
 */
export const pageData: PageData = {
  prefetch: ({ queryClient, params, url }) => {
    const kept = url.searchParams.get('kept');
    return Promise.all([
      queryClient.prefetchQuery(campaignQueryOptions(params.id ?? '')),
      kept && queryClient.prefetchQuery(keptFormQueryOptions(kept)),
    ]);
  },
};

export function DonationRoute() {
  const { id = '' } = useParams();
  return <DonationPage campaignId={id} variant="full" />;
}

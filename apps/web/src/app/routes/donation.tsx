import { useParams } from 'react-router-dom';
import { campaignQueryOptions } from '@/features/campaigns/api/get-campaign';
import { paymentSettingsQueryOptions } from '@/features/donate/api/get-payment-settings';
import type { PageData } from '../page-data';
import { DonationPage } from './donation-page';

/** The campaign and whether gifts are taken: the server renders the form with them, before any script runs. */
export const pageData: PageData = {
  prefetch: ({ queryClient, params }) =>
    Promise.all([
      queryClient.prefetchQuery(campaignQueryOptions(params.id ?? '')),
      queryClient.prefetchQuery(paymentSettingsQueryOptions()),
    ]),
};

export function DonationRoute() {
  const { id = '' } = useParams();
  return <DonationPage campaignId={id} variant="full" />;
}

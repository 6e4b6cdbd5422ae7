import { useParams } from 'react-router-dom';
import { DonationPage } from './donation-page';

/** The simpler donation form, addressed by the route parameter campaignId. */
export function DonateRoute() {
  const { campaignId = '' } = useParams();
  return <DonationPage campaignId={campaignId} variant="simple" />;
}

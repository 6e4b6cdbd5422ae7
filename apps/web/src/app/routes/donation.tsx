import { useParams } from 'react-router-dom';
import { DonationPage } from './donation-page';

export function DonationRoute() {
  const { id = '' } = useParams();
  return <DonationPage campaignId={id} variant="full" />;
}

import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignContext } from '@/features/admin/donations/components/campaign-context';
import { OfflineGiftForm } from '@/features/admin/donations/components/offline-gift-form';

export function AdminDonateRoute() {
  const { campaignId = '' } = useParams();
  return (
    <AdminPage narrow>
      <Head title="Record a Donation" />
      <CampaignContext campaignId={campaignId} title="Record a Donation">
        <OfflineGiftForm key={campaignId} campaignId={campaignId} />
      </CampaignContext>
    </AdminPage>
  );
}

import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignContext } from '@/features/admin/donations/components/campaign-context';
import { OfflineGiftForm } from '@/features/admin/donations/components/offline-gift-form';
import { useT } from '@/lib/i18n/use-t';

export function AdminDonateRoute() {
  const { campaignId = '' } = useParams();
  const title = useT()('admin.offlineGift.title');
  return (
    <AdminPage narrow>
      <Head title={title} />
      <CampaignContext campaignId={campaignId} title={title}>
        <OfflineGiftForm key={campaignId} campaignId={campaignId} />
      </CampaignContext>
    </AdminPage>
  );
}

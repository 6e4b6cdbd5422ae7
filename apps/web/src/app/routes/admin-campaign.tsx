import { useParams } from 'react-router-dom';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignDetails } from '@/features/admin/campaigns/components/campaign-details';

export function AdminCampaignRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage>
      <CampaignDetails key={id} campaignId={id} />
    </AdminPage>
  );
}

import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignContext } from '@/features/admin/donations/components/campaign-context';
import { GenerateDonationsForm } from '@/features/admin/donations/components/generate-donations-form';

export function AdminGenerateDonationsRoute() {
  const { id = '' } = useParams();
  return (
    <AdminPage narrow>
      <Head title="Generate Test Donations" />
      <CampaignContext campaignId={id} title="Generate Test Donations">
        <GenerateDonationsForm key={id} campaignId={id} />
      </CampaignContext>
    </AdminPage>
  );
}

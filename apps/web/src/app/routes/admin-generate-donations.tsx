import { useParams } from 'react-router-dom';
import { Head } from '@/components/head';
import { AdminPage } from '@/features/admin/components/admin-page';
import { CampaignContext } from '@/features/admin/donations/components/campaign-context';
import { GenerateDonationsForm } from '@/features/admin/donations/components/generate-donations-form';
import { useT } from '@/lib/i18n/use-t';

export function AdminGenerateDonationsRoute() {
  const { id = '' } = useParams();
  const title = useT()('admin.generate.title');
  return (
    <AdminPage narrow>
      <Head title={title} />
      <CampaignContext campaignId={id} title={title}>
        <GenerateDonationsForm key={id} campaignId={id} />
      </CampaignContext>
    </AdminPage>
  );
}

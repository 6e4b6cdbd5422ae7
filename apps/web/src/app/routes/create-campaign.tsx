import { Head } from '@/components/head';
import { CreateCampaignPage } from '@/features/create-campaign/components/create-campaign-page';
import { useT } from '@/lib/i18n/use-t';

export function CreateCampaignRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('create.head.title')} description={t('create.head.description')} />
      <CreateCampaignPage />
    </>
  );
}

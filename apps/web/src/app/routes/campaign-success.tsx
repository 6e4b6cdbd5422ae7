import { Head } from '@/components/head';
import { CampaignSuccess } from '@/features/create-campaign/components/campaign-success';
import { useT } from '@/lib/i18n/use-t';

export function CampaignSuccessRoute() {
  const t = useT();
  return (
    <>
      <Head title={t('create.success.head')} />
      <CampaignSuccess />
    </>
  );
}

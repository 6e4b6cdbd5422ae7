import { Head } from '@/components/head';
import { CampaignSuccess } from '@/features/create-campaign/components/campaign-success';

export function CampaignSuccessRoute() {
  return (
    <>
      <Head title="Campaign Created" />
      <CampaignSuccess />
    </>
  );
}

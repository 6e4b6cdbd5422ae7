import { Head } from '@/components/head';
import { CreateCampaignPage } from '@/features/create-campaign/components/create-campaign-page';

export function CreateCampaignRoute() {
  return (
    <>
      <Head
        title="Start Your Fundraiser"
        description="Launch a free fundraiser for your business in two steps."
      />
      <CreateCampaignPage />
    </>
  );
}

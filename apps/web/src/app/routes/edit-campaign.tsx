import { useParams } from 'react-router-dom';
import { EditCampaignPage } from '@/features/campaign-editor/components/edit-campaign-page';

export function EditCampaignRoute() {
  const { id = '' } = useParams();
  return <EditCampaignPage key={id} campaignId={id} />;
}

import { useParams } from 'react-router-dom';
import { PostUpdatePage } from '@/features/campaign-editor/components/post-update-page';

export function PostUpdateRoute() {
  const { id = '' } = useParams();
  return <PostUpdatePage key={id} campaignId={id} />;
}

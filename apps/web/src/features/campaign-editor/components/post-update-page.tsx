import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import styles from './editor.module.css';
import { PostUpdateForm } from './post-update-form';
import { useEditableCampaignOrLeave } from '../hooks/use-editable-campaign-or-leave';

export function PostUpdatePage({ campaignId }: { campaignId: string }) {
  const campaign = useEditableCampaignOrLeave(campaignId);
  return (
    <div className={`container ${styles.page}`}>
      <Head title="Post an Update" />
      <Link to={paths.dashboard.getHref()} className={styles.back}>
        ← Back to Dashboard
      </Link>
      <div className={styles.head}>
        <h1>Post an Update</h1>
        {campaign.data && (
          <p className={styles.summary}>
            <span>{campaign.data.title}</span>
            <span className={styles.status}>{campaign.data.status}</span>
          </p>
        )}
      </div>
      {campaign.data ? (
        <PostUpdateForm campaignId={campaign.data._id} />
      ) : (
        <Loading label="Loading campaign…" />
      )}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { EditReviewStatus } from '@/components/live-edits/edit-review-status';
import { EditCampaignForm } from './edit-campaign-form';
import styles from './editor.module.css';
import { useEditableCampaignOrLeave } from '../hooks/use-editable-campaign-or-leave';

export function EditCampaignPage({ campaignId }: { campaignId: string }) {
  const campaign = useEditableCampaignOrLeave(campaignId);
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <Head title={t('editor.edit.title')} />
      <Link to={paths.dashboard.getHref()} className={styles.back}>
        {t('editor.back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('editor.edit.title')}</h1>
        {campaign.data && <p>{campaign.data.title}</p>}
      </div>
      {campaign.data && <EditReviewStatus campaign={campaign.data} />}
      {campaign.data ? (
        <EditCampaignForm key={campaign.data._id} campaign={campaign.data} />
      ) : (
        <Loading label={t('editor.loading')} />
      )}
    </div>
  );
}

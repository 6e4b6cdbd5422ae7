import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import styles from './editor.module.css';
import { PostUpdateForm } from './post-update-form';
import { useEditableCampaignOrLeave } from '../hooks/use-editable-campaign-or-leave';

export function PostUpdatePage({ campaignId }: { campaignId: string }) {
  const campaign = useEditableCampaignOrLeave(campaignId);
  const t = useT();
  return (
    <div className={`container ${styles.page}`}>
      <Head title={t('editor.update.title')} />
      <Link to={paths.dashboard.getHref()} className={styles.back}>
        {t('editor.back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('editor.update.title')}</h1>
        {campaign.data && (
          <p className={styles.summary}>
            <span>{campaign.data.title}</span>
            <span className={styles.status}>
              {t('editor.status', { status: campaign.data.status })}
            </span>
          </p>
        )}
      </div>
      {campaign.data ? (
        <PostUpdateForm campaignId={campaign.data._id} />
      ) : (
        <Loading label={t('editor.loading')} />
      )}
    </div>
  );
}

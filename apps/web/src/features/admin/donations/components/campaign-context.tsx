import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useFormatUsd } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { StatusBadge } from '../../components/status-badge';
import { isNotFound, useAdminCampaign } from '../../campaigns/api/get-campaign';

type Props = { campaignId: string; title: string; children: ReactNode };

/** A donation tool's frame: back link, heading and the campaign it acts on. */
export function CampaignContext({ campaignId, title, children }: Props) {
  const campaign = useAdminCampaign(campaignId);
  const t = useT();
  const usd = useFormatUsd();
  return (
    <>
      <Link to={paths.adminCampaign.getHref(campaignId)} className={styles.backLink}>
        ← {t('admin.campaignContext.back')}
      </Link>
      <h1 className={styles.pageTitle}>{title}</h1>
      {campaign.isPending && <Loading label={t('admin.campaignContext.loading')} />}
      {campaign.isError &&
        !campaign.data &&
        (isNotFound(campaign.error) ? (
          <p className={styles.centered}>{t('admin.campaignContext.notFound')}</p>
        ) : (
          <AdminError
            message={errorMessage(campaign.error, t('admin.campaignContext.loadFailed'))}
          />
        ))}
      {campaign.data && (
        <>
          <p className={styles.lead}>
            <strong>{campaign.data.title}</strong> · <StatusBadge status={campaign.data.status} /> ·{' '}
            {t('admin.campaignContext.raised', {
              raised: usd(campaign.data.amountRaised),
              goal: usd(campaign.data.goalAmount),
            })}
          </p>
          {children}
        </>
      )}
    </>
  );
}

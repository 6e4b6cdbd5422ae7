import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { AdminError } from '../../components/admin-error';
import styles from '../../components/admin.module.css';
import { StatusBadge } from '../../components/status-badge';
import { isNotFound, useAdminCampaign } from '../../campaigns/api/get-campaign';

type Props = { campaignId: string; title: string; children: ReactNode };

const CAMPAIGN_DATA_FAILED = 'Failed to fetch campaign data';

/** A donation tool's frame: back link, heading and the campaign it acts on. */
export function CampaignContext({ campaignId, title, children }: Props) {
  const campaign = useAdminCampaign(campaignId);
  return (
    <>
      <Link to={paths.adminCampaign.getHref(campaignId)} className={styles.backLink}>
        ← Back to campaign details
      </Link>
      <h1 className={styles.pageTitle}>{title}</h1>
      {campaign.isPending && <Loading label="Loading campaign…" />}
      {campaign.isError &&
        !campaign.data &&
        (isNotFound(campaign.error) ? (
          <p className={styles.centered}>Campaign Not Found</p>
        ) : (
          <AdminError message={errorMessage(campaign.error, CAMPAIGN_DATA_FAILED)} />
        ))}
      {campaign.data && (
        <>
          <p className={styles.lead}>
            <strong>{campaign.data.title}</strong> · <StatusBadge status={campaign.data.status} /> ·{' '}
            {formatUsd(campaign.data.amountRaised)} raised of {formatUsd(campaign.data.goalAmount)}
          </p>
          {children}
        </>
      )}
    </>
  );
}

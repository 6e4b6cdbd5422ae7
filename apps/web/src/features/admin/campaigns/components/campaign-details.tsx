import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { Loading } from '@/components/ui/feedback';
import { SafeImage } from '@/components/ui/safe-image';
import { Tabs } from '@/components/ui/tabs';
import { uploadUrl } from '@/config/constants';
import { paths } from '@/config/paths';
import { MoneyLedgerTable } from '@/components/money/money-ledger';
import { errorMessage } from '@/lib/api-client';
import { AdminError } from '../../components/admin-error';
import adminStyles from '../../components/admin.module.css';
import { FeaturedBadge, StatusBadge } from '../../components/status-badge';
import { isNotFound, useAdminCampaign } from '../api/get-campaign';
import { useCampaignChanges, useLiveCampaignDetails } from '../api/use-live-campaigns';
import { AsOfPanel } from './as-of-panel';
import { AuditTrail } from './audit-trail';
import { CampaignFactsPanel, CreatorPanel } from './campaign-facts-panels';
import { DetailsActions } from './details-actions';
import styles from './details.module.css';
import { PendingEditReview } from './pending-edit-review';
import { PendingPledges } from './pending-pledges';
import { useT } from '@/lib/i18n/use-t';

function Breadcrumb({ title }: { title: string }) {
  const t = useT();
  return (
    <nav aria-label={t('admin.details.breadcrumb')} className={styles.crumbs}>
      <ol>
        <li>
          <Link to={paths.admin.getHref()}>{t('admin.title')}</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

function CampaignNotFound() {
  const t = useT();
  return (
    <div className={adminStyles.centered}>
      <Head title={t('admin.details.notFound')} />
      <h1>{t('admin.details.notFound')}</h1>
      <p>{t('admin.details.notFoundText')}</p>
      <Link to={paths.admin.getHref()}>{t('admin.details.back')}</Link>
    </div>
  );
}

export function CampaignDetails({ campaignId }: { campaignId: string }) {
  const campaign = useAdminCampaign(campaignId);
  useLiveCampaignDetails(campaignId);
  useCampaignChanges();
  const t = useT();
  if (campaign.isPending) return <Loading label={t('giving.page.loading')} />;
  if (campaign.isError && !campaign.data) {
    return isNotFound(campaign.error) ? (
      <CampaignNotFound />
    ) : (
      <AdminError message={errorMessage(campaign.error, t('admin.details.loadFailed'))} />
    );
  }
  const data = campaign.data;
  return (
    <>
      <Head title={t('admin.details.title', { title: data.title })} />
      <Breadcrumb title={data.title} />
      <div className={styles.heading}>
        <h1>{data.title}</h1>
        <StatusBadge status={data.status} />
        {data.featured && <FeaturedBadge />}
        {data.outcome && (
          <span className={adminStyles.outcome}>
            {data.outcome === 'funded' ? t('admin.details.funded') : t('admin.details.refunded')}
          </span>
        )}
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          {data.pendingEdit && (
            <div className={styles.media}>
              <PendingEditReview campaign={data} />
            </div>
          )}
          <div className={styles.media}>
            <SafeImage
              className={styles.image}
              src={data.imagePath ? uploadUrl(data.imagePath) : undefined}
              alt={t('admin.details.imageOf', { title: data.title })}
              placeholder={t('giving.summary.image')}
              width={960}
              height={540}
              loading="eager"
            />
          </div>
          <section
            className={`${adminStyles.panel} ${styles.story}`}
            aria-labelledby="story-heading"
          >
            <h2 id="story-heading" className={adminStyles.panelTitle}>
              {t('admin.details.story')}
            </h2>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: data.story }} />
          </section>
          <div className={styles.pledges}>
            <PendingPledges campaignId={campaignId} />
          </div>
          <div className={styles.trail}>
            <Tabs
              id="campaign-details"
              label={t('admin.details.activity')}
              tabs={[
                {
                  id: 'history',
                  label: t('admin.details.auditTrail'),
                  panel: <AuditTrail campaignId={campaignId} />,
                },
                {
                  id: 'as-of',
                  label: t('admin.details.asOf'),
                  panel: <AsOfPanel campaignId={campaignId} />,
                },
                {
                  id: 'money',
                  label: t('admin.details.money'),
                  panel: (
                    <section className={adminStyles.panel} aria-labelledby="money-heading">
                      <h2 id="money-heading" className={adminStyles.panelTitle}>
                        {t('admin.details.money')}
                      </h2>
                      <MoneyLedgerTable campaignId={campaignId} title={data.title} />
                    </section>
                  ),
                },
              ]}
            />
          </div>
        </div>
        <div className={styles.side}>
          <div className={styles.actions}>
            <DetailsActions campaign={data} />
          </div>
          <div className={styles.facts}>
            <CampaignFactsPanel campaign={data} />
          </div>
          <div className={styles.creator}>
            <CreatorPanel campaign={data} />
          </div>
        </div>
      </div>
    </>
  );
}

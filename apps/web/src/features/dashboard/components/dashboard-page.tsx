import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { buttonClass } from '@/components/ui/button';
import { ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { userId, useSession } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';
import { useDashboard } from '../api/get-dashboard';
import { useMyCampaigns } from '../api/get-my-campaigns';
import { useFaviconBadge } from '../hooks/use-notification-badge';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import { firstNameOf } from '../lib/avatar';
import { titleWithCount } from '../lib/favicon';
import type { OwnCampaign } from '../types';
import { CampaignGroup } from './campaign-group';
import { CreatorShell } from './creator-shell';
import styles from './dashboard.module.css';
import { RecentDonations } from './recent-donations';
import { StatsCards } from './stats-cards';

function EmptyDashboard() {
  const t = useT();
  return (
    <div className={styles.empty}>
      <h2>{t('creator.dashboard.empty.title')}</h2>
      <p>{t('creator.dashboard.empty.text')}</p>
      <Link to={paths.createCampaign.getHref()} className={buttonClass({ size: 'large' })}>
        {t('creator.dashboard.empty.create')}
      </Link>
    </div>
  );
}

const byStatus = (campaigns: OwnCampaign[], status: string) =>
  campaigns.filter((campaign) => campaign.status === status);

/** `dialCode`: the USSD code phones dial to give, where the server offers it. */
export function DashboardPage({ dialCode }: { dialCode?: string }) {
  const t = useT();
  const session = useSession();
  const id = userId(session?.user) ?? '';
  const dashboard = useDashboard();
  const campaigns = useMyCampaigns(id);
  const count = useLiveDashboard();
  useFaviconBadge(count);

  const problem = !session
    ? 'creator.dashboard.noToken'
    : !session.user
      ? 'creator.dashboard.noUser'
      : !id
        ? 'creator.dashboard.noUserId'
        : null;
  const retry = () => void Promise.all([dashboard.refetch(), campaigns.refetch()]);

  let content;
  if (problem) content = <ErrorState message={t(problem)} />;
  else if (dashboard.isPending || campaigns.isPending)
    content = <Loading label={t('creator.dashboard.loading')} />;
  else if (dashboard.isError || campaigns.isError)
    content = <ErrorState message={t('creator.dashboard.failed')} onRetry={retry} />;
  else {
    const own = campaigns.data;
    content = (
      <>
        {own.length === 0 ? (
          <EmptyDashboard />
        ) : (
          <>
            <StatsCards stats={dashboard.data.stats} />
            {(['pending', 'approved', 'rejected'] as const).map((status) => (
              <CampaignGroup
                key={status}
                group={status}
                campaigns={byStatus(own, status)}
                dialCode={dialCode}
              />
            ))}
          </>
        )}
        <RecentDonations
          donations={dashboard.data.recentDonations}
          refreshing={dashboard.isFetching}
          onRefresh={() => void dashboard.refetch()}
        />
      </>
    );
  }

  return (
    <CreatorShell user={session?.user ?? null}>
      <Head title={titleWithCount(t('creator.dashboard.title'), count)} />
      <div className={styles.greeting}>
        <div>
          <h1>{t('creator.dashboard.hello', { name: firstNameOf(session?.user) })}</h1>
          <p>{t('creator.dashboard.intro')}</p>
        </div>
        <Link to={paths.createCampaign.getHref()} className={buttonClass()}>
          {t('creator.dashboard.newCampaign')}
        </Link>
      </div>
      {content}
    </CreatorShell>
  );
}

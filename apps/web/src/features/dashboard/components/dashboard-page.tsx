import { Link } from 'react-router-dom';
import { Head } from '@/components/head';
import { buttonClass } from '@/components/ui/button';
import { ErrorState, Loading } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { userId, useSession } from '@/lib/auth-session';
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

export const DASHBOARD_MESSAGES = {
  noToken: 'No authentication token found',
  noUser: 'User data not found',
  noUserId: 'User ID not found in user data',
  failed: 'Something went wrong. Please try again.',
} as const;

function EmptyDashboard() {
  return (
    <div className={styles.empty}>
      <h2>You have no campaigns yet</h2>
      <p>
        Start your first fundraiser: it is free, takes a few minutes and our team reviews it before
        it goes live.
      </p>
      <Link to={paths.createCampaign.getHref()} className={buttonClass({ size: 'large' })}>
        Create a Campaign
      </Link>
    </div>
  );
}

const byStatus = (campaigns: OwnCampaign[], status: string) =>
  campaigns.filter((campaign) => campaign.status === status);

export function DashboardPage() {
  const session = useSession();
  const id = userId(session?.user) ?? '';
  const dashboard = useDashboard();
  const campaigns = useMyCampaigns(id);
  const count = useLiveDashboard();
  useFaviconBadge(count);

  const problem = !session
    ? DASHBOARD_MESSAGES.noToken
    : !session.user
      ? DASHBOARD_MESSAGES.noUser
      : !id
        ? DASHBOARD_MESSAGES.noUserId
        : null;
  const retry = () => void Promise.all([dashboard.refetch(), campaigns.refetch()]);

  let content;
  if (problem) content = <ErrorState message={problem} />;
  else if (dashboard.isPending || campaigns.isPending)
    content = <Loading label="Loading your dashboard…" />;
  else if (dashboard.isError || campaigns.isError)
    content = <ErrorState message={DASHBOARD_MESSAGES.failed} onRetry={retry} />;
  else {
    const own = campaigns.data;
    content = (
      <>
        {own.length === 0 ? (
          <EmptyDashboard />
        ) : (
          <>
            <StatsCards stats={dashboard.data.stats} />
            <CampaignGroup title="Pending Campaigns" campaigns={byStatus(own, 'pending')} />
            <CampaignGroup title="Approved Campaigns" campaigns={byStatus(own, 'approved')} />
            <CampaignGroup title="Not Approved" campaigns={byStatus(own, 'rejected')} />
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
      <Head title={titleWithCount('Dashboard', count)} />
      <div className={styles.greeting}>
        <div>
          <h1>Hello, {firstNameOf(session?.user)}!</h1>
          <p>Here is how your campaigns are doing.</p>
        </div>
        <Link to={paths.createCampaign.getHref()} className={buttonClass()}>
          New Campaign
        </Link>
      </div>
      {content}
    </CreatorShell>
  );
}

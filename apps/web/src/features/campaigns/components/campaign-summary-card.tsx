import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { useDisplayTime } from '@/hooks/use-display-time';
import { formatDate, formatUsd } from '@/lib/format';
import type { Campaign } from '../types';
import {
  acceptsDonations,
  daysLabel,
  fundingDeadline,
  progressPercent,
} from '../lib/campaign-display';
import { ApproxLocalAmount } from './approx-local-amount';
import styles from './campaign-page.module.css';

/** Raised vs goal, percent funded, days left, the all-or-nothing notice and Donate Now while donations are accepted. */
export function CampaignSummaryCard({ campaign }: { campaign: Campaign }) {
  const percent = progressPercent(campaign.amountRaised, campaign.goalAmount);
  const days = Math.max(0, campaign.daysRemaining);
  const { now, timeZone } = useDisplayTime();
  return (
    <div className={styles.card}>
      <p className={styles.raised} aria-live="polite" data-testid="amount-raised">
        <strong>{formatUsd(campaign.amountRaised)}</strong>{' '}
        {`raised of ${formatUsd(campaign.goalAmount)} goal`}
        <ApproxLocalAmount dollars={campaign.amountRaised} />
      </p>
      {campaign.outcome && (
        <dl className={styles.stats} aria-label="Raised and refunded">
          <div>
            <dt>raised</dt>
            <dd>{formatUsd(campaign.amountRaised, 2)}</dd>
          </div>
          <div>
            <dt>refunded</dt>
            <dd data-testid="amount-refunded">{formatUsd(campaign.amountRefunded ?? 0, 2)}</dd>
          </div>
        </dl>
      )}
      <ProgressBar percent={percent} label={`${percent}% funded`} />
      <dl className={styles.stats}>
        <div>
          <dt>funded</dt>
          <dd>{percent}%</dd>
        </div>
        <div>
          <dt>{daysLabel(days)}</dt>
          <dd>{days}</dd>
        </div>
        <div>
          <dt>{campaign.donationCount === 1 ? 'donation' : 'donations'}</dt>
          <dd>{campaign.donationCount ?? 0}</dd>
        </div>
      </dl>
      {days > 0 && !campaign.outcome && (
        <p className={styles.notice}>
          <strong>All or nothing.</strong> This project will only be funded if it reaches its goal
          by {formatDate(fundingDeadline(campaign, now), 'long', timeZone)}.
        </p>
      )}
      {acceptsDonations(campaign) ? (
        <Link
          to={paths.donation.getHref(campaign._id)}
          className={buttonClass({ size: 'large', block: true })}
        >
          Donate Now
        </Link>
      ) : (
        campaign.status === 'approved' && (
          <p className={styles.closed}>This campaign has ended and no longer accepts donations.</p>
        )
      )}
    </div>
  );
}

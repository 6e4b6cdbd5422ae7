import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { useDisplayTime } from '@/hooks/use-display-time';
import { useFormatLongDate, useFormatUsd } from '@/lib/i18n/use-format';
import type { Campaign } from '../types';
import { acceptsDonations, fundingDeadline, progressPercent } from '../lib/campaign-display';
import { ApproxLocalAmount } from '@/components/money/approx-local-amount';
import styles from './campaign-page.module.css';

/** Raised vs goal, percent funded, days left, the all-or-nothing notice and Donate Now while donations are accepted. */
export function CampaignSummaryCard({
  campaign,
  cardRef,
}: {
  campaign: Campaign;
  cardRef?: Ref<HTMLDivElement>;
}) {
  const percent = progressPercent(campaign.amountRaised, campaign.goalAmount);
  const days = Math.max(0, campaign.daysRemaining);
  const intl = useIntl();
  const formatUsd = useFormatUsd();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <div className={styles.card} ref={cardRef}>
      <p className={styles.raised} aria-live="polite" data-testid="amount-raised">
        <strong>{formatUsd(campaign.amountRaised)}</strong>{' '}
        {text('campaign.raisedOfGoal', { goal: formatUsd(campaign.goalAmount) })}
        <ApproxLocalAmount dollars={campaign.amountRaised} />
      </p>
      {campaign.outcome && (
        <dl className={styles.stats} aria-label={text('campaign.raisedAndRefunded')}>
          <div>
            <dt>{text('campaign.raised')}</dt>
            <dd>{formatUsd(campaign.amountRaised, 2)}</dd>
          </div>
          <div>
            <dt>{text('campaign.refunded')}</dt>
            <dd data-testid="amount-refunded">{formatUsd(campaign.amountRefunded ?? 0, 2)}</dd>
          </div>
        </dl>
      )}
      <ProgressBar percent={percent} label={text('campaign.funded', { share: percent / 100 })} />
      <dl className={styles.stats}>
        <div>
          <dt>{text('campaign.fundedLabel')}</dt>
          <dd>{intl.formatNumber(percent / 100, { style: 'percent' })}</dd>
        </div>
        <div>
          <dt>{text('campaign.daysLeftLabel', { days })}</dt>
          <dd>{days}</dd>
        </div>
        <div>
          <dt>{text('campaign.donationsLabel', { count: campaign.donationCount ?? 0 })}</dt>
          <dd>{campaign.donationCount ?? 0}</dd>
        </div>
      </dl>
      {days > 0 && !campaign.outcome && <AllOrNothingNotice campaign={campaign} />}
      {acceptsDonations(campaign) ? (
        <Link
          to={paths.donation.getHref(campaign._id)}
          className={buttonClass({ size: 'large', block: true })}
        >
          {text('home.promoDonate')}
        </Link>
      ) : (
        campaign.status === 'approved' && <p className={styles.closed}>{text('campaign.closed')}</p>
      )}
    </div>
  );
}

/**
 * The deadline, in the server's day and zone while the page hydrates and in the browser's from then on: only this
 * notice draws again once the page is the browser's, not the card's figures.
 */
function AllOrNothingNotice({ campaign }: { campaign: Campaign }) {
  const { now, timeZone } = useDisplayTime();
  const intl = useIntl();
  const formatLongDate = useFormatLongDate();
  return (
    <p className={styles.notice}>
      {intl.formatMessage(
        { id: 'campaign.allOrNothing' },
        {
          strong: (chunks) => <strong key="strong">{chunks}</strong>,
          date: formatLongDate(fundingDeadline(campaign, now), timeZone),
        },
      )}
    </p>
  );
}

import { campaignEndJob } from '../campaign-end/end-campaign';
import type { ProcessManager, ScheduledJob } from '../core/process-manager';
import { payoutAlertProcessManager } from '../payouts/payout-alerts';
import { payoutChecksJob, payoutsProcess } from '../payouts/payout-process';
import { refundRetriesJob, refundsProcess } from '../refunds/refund-process';

/** What the runner drives for money out: refunds of failed campaigns, payouts of approved withdrawals and their alerts. */
export const moneyOutProcessManagers: ProcessManager[] = [
  refundsProcess,
  payoutsProcess,
  payoutAlertProcessManager,
];

/** Campaigns past their end date are ended; failed refunds are retried with backoff; open transfers are checked. */
export const moneyOutJobs: ScheduledJob[] = [campaignEndJob, refundRetriesJob, payoutChecksJob];

import { campaignEndJob } from '../campaign-end/end-campaign';
import type { ProcessManager, ScheduledJob } from '../core/process-manager';
import { payoutsProcess } from '../payouts/payout-process';
import { refundRetriesJob, refundsProcess } from '../refunds/refund-process';

/** What the runner drives for money out: refunds of failed campaigns and payouts of approved withdrawals. */
export const moneyOutProcessManagers: ProcessManager[] = [refundsProcess, payoutsProcess];

/** Campaigns past their end date are ended; failed refunds are retried with backoff. */
export const moneyOutJobs: ScheduledJob[] = [campaignEndJob, refundRetriesJob];

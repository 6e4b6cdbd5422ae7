import type { ProcessManager, ScheduledJob } from './core/process-manager';
import { mailRetentionJob } from './mail/mail-privacy';
import { moneyOutJobs, moneyOutProcessManagers } from './money-out';
import { latePaymentRefundProcessManager } from './payments/late-payment-refunds';
import { paymentAlertProcessManager } from './payments/payment-alerts';
import { followProcessManager } from './follows/follow-process-manager';
import { receiptProcessManager } from './receipts/receipt-process-manager';

/** Every reaction of the write side to its own log, and every job it runs by the clock. */
export const processManagers: readonly ProcessManager[] = [
  receiptProcessManager,
  followProcessManager,
  paymentAlertProcessManager,
  latePaymentRefundProcessManager,
  ...moneyOutProcessManagers,
];
export const scheduledJobs: readonly ScheduledJob[] = [...moneyOutJobs, mailRetentionJob];

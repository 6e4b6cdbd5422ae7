import type { ProcessManager, ScheduledJob } from './core/process-manager';
import { creatorDisputeMailProcessManager } from './disputes/creator-dispute-mail';
import { disputeAlertsProcessManager } from './disputes/dispute-alerts';
import { personRecordsJob } from './erasure/person-records';
import { mailRetentionJob } from './mail/mail-privacy';
import { moneyOutJobs, moneyOutProcessManagers } from './money-out';
import {
  latePaymentRefundProcessManager,
  mismatchRefundProcessManager,
} from './payments/late-payment-refunds';
import { paymentAlertProcessManager } from './payments/payment-alerts';
import { ledgerHeadJob, publicLedgerProcessManager } from './public-ledger';
import { followProcessManager } from './follows/follow-process-manager';
import { receiptMailProcessManager } from './receipts/receipt-mail-process-manager';
import { receiptProcessManager } from './receipts/receipt-process-manager';
import { reconciliationJob } from './reconciliation/reconciliation-job';
import { creatorTextsProcessManager } from './sms/creator-texts-process-manager';
import { smsReceiptProcessManager } from './sms/sms-receipt-process-manager';
import { shortCodeProcessManager } from './ussd/short-code-process-manager';

/** Every reaction of the write side to its own log, and every job it runs by the clock. */
export const processManagers: readonly ProcessManager[] = [
  receiptProcessManager,
  receiptMailProcessManager,
  followProcessManager,
  paymentAlertProcessManager,
  disputeAlertsProcessManager,
  creatorDisputeMailProcessManager,
  latePaymentRefundProcessManager,
  mismatchRefundProcessManager,
  ...moneyOutProcessManagers,
  publicLedgerProcessManager,
  shortCodeProcessManager,
  smsReceiptProcessManager,
  creatorTextsProcessManager,
];
export const scheduledJobs: readonly ScheduledJob[] = [
  ...moneyOutJobs,
  mailRetentionJob,
  reconciliationJob,
  ledgerHeadJob,
  personRecordsJob,
];

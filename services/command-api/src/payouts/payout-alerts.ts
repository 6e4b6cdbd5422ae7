import type { EventOf } from '@harambee/events';
import type { Mail } from '../core/mailer';
import type { ProcessManager } from '../core/process-manager';
import { moneyMail, usd } from '../money-out/money-mail';

export const duplicateAlert = (to: string, duplicate: EventOf<'PayoutDuplicated'>['data']): Mail =>
  moneyMail(
    to,
    `Payout alert: withdrawal ${duplicate.withdrawalId} was paid twice`,
    [
      `A second ${duplicate.provider} transfer for withdrawal ${duplicate.withdrawalId} went through: ${duplicate.reference}, for ${usd(duplicate.amountCents)}.`,
      `The payout was already recorded as paid by transfer ${duplicate.paidReference}, so ${usd(duplicate.amountCents)} left our balance twice.`,
      `Detected at ${duplicate.detectedAt}. Recover the second transfer from the creator, or reverse it in the provider's dashboard.`,
    ],
    'alert',
  );

/** Alerts the admins by mail to a withdrawal paid twice: once per duplicate, named by its event. */
export const payoutAlertProcessManager: ProcessManager = {
  name: 'payout-alerts',
  reactsTo: ['PayoutDuplicated'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type !== 'PayoutDuplicated') return;
    await deps.db.transaction((tx) =>
      deps.mail.enqueue(duplicateAlert(deps.config.adminEmail, event.data), event.id)(tx),
    );
    await deps.mail.deliverNow(event.id);
  },
};

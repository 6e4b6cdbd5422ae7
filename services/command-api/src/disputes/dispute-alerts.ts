import type { EventOf } from '@harambee/events';
import { paidAmountText } from '@harambee/rules';
import type { ProcessManager } from '../core/process-manager';
import { moneyMail } from '../money-out/money-mail';

type Opened = EventOf<'DisputeOpened'>['data'];
type Alert = EventOf<'ProviderAlertRaised'>['data'];

/** The disputed amount in the money it was charged in, with its US-dollar equivalent, as refund mails say it. */
export const disputeOpenedMail = (to: string, dispute: Opened) =>
  moneyMail(
    to,
    `Dispute opened on payment ${dispute.paymentId}`,
    [
      `The donor's bank disputes ${paidAmountText(dispute.charged, dispute.amountCents)} given to campaign ${dispute.campaignId} (payment ${dispute.paymentId}, ${dispute.provider} dispute ${dispute.disputeId}). Reason: ${dispute.reason}.`,
      dispute.evidenceDueBy
        ? `Evidence must reach ${dispute.provider} by ${dispute.evidenceDueBy}.`
        : `${dispute.provider} names no deadline for evidence.`,
      'Until it is closed, this amount cannot be withdrawn. Admin → Disputes lists every dispute with its deadline.',
    ],
    'alert',
  );

export const providerAlertMail = (to: string, alert: Alert) =>
  moneyMail(
    to,
    `Payment alert: ${alert.provider} ${alert.reference} was not booked`,
    [
      alert.detail,
      `Raised at ${alert.raisedAt}. Check it in the provider's dashboard before acting.`,
    ],
    'alert',
  );

/** Tells the admins by mail of each dispute opened (it has a deadline) and each provider notice we could not book; once each. */
export const disputeAlertsProcessManager: ProcessManager = {
  name: 'dispute-alerts',
  reactsTo: ['DisputeOpened', 'ProviderAlertRaised'],
  startsFrom: 'now',
  react: async (event, deps) => {
    const to = deps.config.adminEmail;
    const mail =
      event.type === 'DisputeOpened'
        ? disputeOpenedMail(to, event.data)
        : event.type === 'ProviderAlertRaised'
          ? providerAlertMail(to, event.data)
          : undefined;
    if (!mail) return;
    await deps.db.transaction((tx) => deps.mail.enqueue(mail, event.id)(tx));
    await deps.mail.deliverNow(event.id);
  },
};

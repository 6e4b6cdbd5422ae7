import type { EventOf } from '@harambee/events';
import { escapeHtml, type Mail } from '../core/mailer';
import type { ProcessManager } from '../core/process-manager';

type Mismatch = EventOf<'PaymentMismatchDetected'>['data'];

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const mismatchAlert = (to: string, mismatch: Mismatch): Mail => {
  const lines = [
    `A ${mismatch.provider} webhook for payment ${mismatch.paymentId} (provider reference ${mismatch.providerReference}) did not match its checkout, so no gift was recorded.`,
    `Expected: ${usd(mismatch.expected.amountCents)} USD for campaign ${mismatch.expected.campaignId}.`,
    `Received: ${mismatch.received.amountCents} cents ${mismatch.received.currency.toUpperCase()}.`,
    `Detected at ${mismatch.detectedAt}. Check the payment in the provider's dashboard before acting.`,
  ];
  return {
    to,
    kind: 'alert',
    subject: `Payment alert: webhook does not match checkout ${mismatch.paymentId}`,
    text: `${lines.join('\n\n')}\n\nHarambee`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>Harambee</p>`,
  };
};

/** Alerts the admins by mail to a webhook that does not match its checkout: once per mismatch, named by its event. */
export const paymentAlertProcessManager: ProcessManager = {
  name: 'payment-alerts',
  reactsTo: ['PaymentMismatchDetected'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type !== 'PaymentMismatchDetected') return;
    await deps.db.transaction((tx) =>
      deps.mail.enqueue(mismatchAlert(deps.config.adminEmail, event.data), event.id)(tx),
    );
    await deps.mail.deliverNow(event.id);
  },
};

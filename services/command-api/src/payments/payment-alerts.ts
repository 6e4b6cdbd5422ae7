import type { EventOf } from '@harambee/events';
import { namedMoneyText } from '@harambee/rules';
import type { Mail } from '../core/mailer';
import type { ProcessManager } from '../core/process-manager';
import { adminMailWords } from '../mail/admin-mail-words';
import type { MailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';

type Mismatch = EventOf<'PaymentMismatchDetected'>['data'];

export const mismatchAlert = (to: string, mismatch: Mismatch, words: MailWords): Mail => {
  const { say } = words;
  const { paymentId } = mismatch;
  return moneyMail(
    to,
    say('mail.paymentMismatch.subject', { paymentId }),
    [
      say('mail.paymentMismatch.body', {
        provider: mismatch.provider,
        paymentId,
        reference: mismatch.providerReference,
      }),
      say('mail.paymentMismatch.expected', {
        amount: words.usdNamed(mismatch.expected.amountCents),
        campaignId: mismatch.expected.campaignId,
      }),
      say('mail.paymentMismatch.received', {
        amount: namedMoneyText(
          mismatch.received.amountCents,
          mismatch.received.currency,
          words.language,
        ),
      }),
      say('mail.paymentMismatch.detected', { at: words.moment(mismatch.detectedAt) }),
    ],
    'alert',
  );
};

/** Alerts the admins by mail, in their saved language, to a webhook that does not match its checkout: once per mismatch, named by its event. */
export const paymentAlertProcessManager: ProcessManager = {
  name: 'payment-alerts',
  reactsTo: ['PaymentMismatchDetected'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type !== 'PaymentMismatchDetected') return;
    const mail = mismatchAlert(deps.config.adminEmail, event.data, await adminMailWords(deps));
    await deps.db.transaction((tx) => deps.mail.enqueue(mail, event.id)(tx));
    await deps.mail.deliverNow(event.id);
  },
};

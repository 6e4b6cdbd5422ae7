import type { EventOf } from '@harambee/events';
import type { Mail } from '../core/mailer';
import type { ProcessManager } from '../core/process-manager';
import { adminMailWords } from '../mail/admin-mail-words';
import type { MailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';

export const duplicateAlert = (
  to: string,
  duplicate: EventOf<'PayoutDuplicated'>['data'],
  words: MailWords,
): Mail => {
  const { say } = words;
  const { withdrawalId } = duplicate;
  const amount = words.usd(duplicate.amountCents);
  return moneyMail(
    to,
    say('mail.payoutDuplicate.subject', { withdrawalId }),
    [
      say('mail.payoutDuplicate.second', {
        provider: duplicate.provider,
        withdrawalId,
        reference: duplicate.reference,
        amount,
      }),
      say('mail.payoutDuplicate.already', { paidReference: duplicate.paidReference, amount }),
      say('mail.payoutDuplicate.detected', { at: words.moment(duplicate.detectedAt) }),
    ],
    'alert',
  );
};

/** Alerts the admins by mail, in their saved language, to a withdrawal paid twice: once per duplicate, named by its event. */
export const payoutAlertProcessManager: ProcessManager = {
  name: 'payout-alerts',
  reactsTo: ['PayoutDuplicated'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type !== 'PayoutDuplicated') return;
    const mail = duplicateAlert(deps.config.adminEmail, event.data, await adminMailWords(deps));
    await deps.db.transaction((tx) => deps.mail.enqueue(mail, event.id)(tx));
    await deps.mail.deliverNow(event.id);
  },
};

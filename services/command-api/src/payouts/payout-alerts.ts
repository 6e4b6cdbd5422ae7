import { reasonIn } from '@harambee/messages';
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

export const reversalAlert = (
  to: string,
  reversal: EventOf<'PayoutReversed'>['data'],
  words: MailWords,
): Mail => {
  const { say } = words;
  const { withdrawalId, provider, reference, reason } = reversal;
  const amount = words.usd(reversal.amountCents);
  return moneyMail(
    to,
    say('mail.payoutReversed.subject', { withdrawalId }),
    [
      say('mail.payoutReversed.body', {
        provider,
        reference,
        withdrawalId,
        amount,
        reason: reasonIn(words.language, reason),
      }),
      say('mail.payoutReversed.next', { at: words.moment(reversal.reversedAt) }),
    ],
    'alert',
  );
};

/**
 * Alerts the admins by mail, in their saved language, to a withdrawal paid twice or a payout the provider took back:
 * once per event, named by it.
 */
export const payoutAlertProcessManager: ProcessManager = {
  name: 'payout-alerts',
  reactsTo: ['PayoutDuplicated', 'PayoutReversed'],
  startsFrom: 'now',
  react: async (event, deps) => {
    if (event.type !== 'PayoutDuplicated' && event.type !== 'PayoutReversed') return;
    const words = await adminMailWords(deps);
    const to = deps.config.adminEmail;
    const mail =
      event.type === 'PayoutDuplicated'
        ? duplicateAlert(to, event.data, words)
        : reversalAlert(to, event.data, words);
    await deps.db.transaction((tx) => deps.mail.enqueue(mail, event.id)(tx));
    await deps.mail.deliverNow(event.id);
  },
};

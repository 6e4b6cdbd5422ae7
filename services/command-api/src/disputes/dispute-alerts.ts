import type { EventOf } from '@harambee/events';
import type { ProcessManager } from '../core/process-manager';
import { adminMailWords } from '../mail/admin-mail-words';
import type { MailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';
import { namedMoneyText } from '@harambee/rules';

type Opened = EventOf<'DisputeOpened'>['data'];
type Alert = EventOf<'ProviderAlertRaised'>['data'];

/** The disputed amount in the money it was charged in, with its US-dollar equivalent, as refund mails say it. */
export const disputeOpenedMail = (to: string, dispute: Opened, words: MailWords) => {
  const { say, paid, day, language } = words;
  const { provider, paymentId } = dispute;
  return moneyMail(
    to,
    say('mail.dispute.subject', { paymentId }),
    [
      say('mail.dispute.opened', {
        amount: paid(dispute.charged, dispute.amountCents),
        campaignId: dispute.campaignId,
        paymentId,
        provider,
        disputeId: dispute.disputeId,
        reason: dispute.reason,
      }),
      dispute.evidenceDueBy
        ? say('mail.dispute.deadline', {
            provider,
            dueBy: language === 'en' ? dispute.evidenceDueBy : day(dispute.evidenceDueBy),
          })
        : say('mail.dispute.noDeadline', { provider }),
      say('mail.dispute.held'),
    ],
    'alert',
  );
};

/** The amount a provider named, in its own currency, as every mail and page write money ("$25.00", "25,00 $US"). */
const alertAmount = ({ language }: MailWords, { amountCents, currency }: Alert) =>
  namedMoneyText(amountCents, currency, language);

/** English shows the detail recorded with the alert, as it always did; the others say it from the alert's fields. */
const alertDetail = (alert: Alert, words: MailWords) =>
  words.language === 'en'
    ? alert.detail
    : words.say(`mail.providerAlert.${alert.reason}`, {
        provider: alert.provider,
        charge: alert.chargeReference,
        reference: alert.reference,
        amount: alertAmount(words, alert),
      });

export const providerAlertMail = (to: string, alert: Alert, words: MailWords) =>
  moneyMail(
    to,
    words.say('mail.providerAlert.subject', {
      provider: alert.provider,
      reference: alert.reference,
    }),
    [
      alertDetail(alert, words),
      words.say('mail.providerAlert.raised', { at: words.moment(alert.raisedAt) }),
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
        ? disputeOpenedMail(to, event.data, await adminMailWords(deps))
        : event.type === 'ProviderAlertRaised'
          ? providerAlertMail(to, event.data, await adminMailWords(deps))
          : undefined;
    if (!mail) return;
    await deps.db.transaction((tx) => deps.mail.enqueue(mail, event.id)(tx));
    await deps.mail.deliverNow(event.id);
  },
};

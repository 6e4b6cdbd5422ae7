import type { EventData } from '@harambee/events';
import type { MessageKey } from '@harambee/messages';
import { moneyText } from '../disputes/dispute-messages';
import { type MailWords, mailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';

type Found = EventData<'ReconciliationDifferenceFound'>;

/** English keeps the admins' layout ("25.00 USD"); the others write the amount as their readers do. */
const amount = ({ say, language }: MailWords, cents: number | null, currency: string) =>
  cents === null
    ? say('mail.reconciliation.none')
    : language === 'en'
      ? moneyText(cents, currency)
      : new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

export const differenceLine = (
  found: Pick<
    Found,
    | 'movement'
    | 'reference'
    | 'paymentId'
    | 'provider'
    | 'kind'
    | 'ourAmountCents'
    | 'providerAmountCents'
    | 'currency'
  >,
  words: MailWords = mailWords('en'),
) => {
  const { say } = words;
  const { provider, paymentId } = found;
  return say(paymentId ? 'mail.reconciliation.lineWithPayment' : 'mail.reconciliation.line', {
    movement: say(`mail.reconciliation.${found.movement}` as MessageKey),
    reference: found.reference,
    paymentId,
    kind: say(`mail.reconciliation.${found.kind}` as MessageKey, { provider }),
    provider,
    ours: amount(words, found.ourAmountCents, found.currency),
    theirs: amount(words, found.providerAmountCents, found.currency),
  });
};

/** One mail for the differences a run found new, each listed; admins see them all under Admin → Disputes. */
export const differencesMail = (
  to: string,
  provider: string,
  day: string,
  found: Found[],
  words: MailWords,
) => {
  const { say } = words;
  const count = found.length;
  return moneyMail(
    to,
    say('mail.reconciliation.subject', { provider, day, count }),
    [
      say('mail.reconciliation.intro', { provider, day, count }),
      ...found.map((difference) => differenceLine(difference, words)),
      say('mail.reconciliation.check'),
    ],
    'alert',
  );
};

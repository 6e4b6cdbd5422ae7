import type { EventData } from '@harambee/events';
import type { MessageKey } from '@harambee/messages';
import { namedMoneyText } from '@harambee/rules';
import { type MailWords, mailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';

type Found = EventData<'ReconciliationDifferenceFound'>;

/** The amount as every mail and page write money in the admin's language ("$25.00", "25,00 $US"). */
const amount = ({ say, language }: MailWords, cents: number | null, currency: string) =>
  cents === null ? say('mail.reconciliation.none') : namedMoneyText(cents, currency, language);

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

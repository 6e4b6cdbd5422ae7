import type { EventOf } from '@harambee/events';
import { message } from '@harambee/messages';
import { escapeHtml, type Mail } from '../core/mailer';
import { mailLanguage, type MailWords, mailWords } from '../mail/mail-language';

type Receipt = EventOf<'ReceiptIssued'>['data'];

export const paymentMethodLabel = (
  receipt: Pick<Receipt, 'paymentMethod' | 'last4'>,
  { say }: MailWords,
) => {
  const method = say(`mail.receipt.${receipt.paymentMethod}`);
  return receipt.last4 ? say('mail.receipt.endingIn', { method, last4: receipt.last4 }) : method;
};

/** What the donor's network took, when it was not the dollars the gift counts, and the fees they covered on top. */
const paidIn = ({ charged, feeCover }: Receipt, { say, money }: MailWords): [string, string][] => [
  ...(charged && (charged.currency !== 'USD' || feeCover)
    ? [[say('mail.receipt.paid'), money(charged)] as [string, string]]
    : []),
  ...(feeCover
    ? [[say('mail.receipt.feesCovered'), money(feeCover.charged)] as [string, string]]
    : []),
];

/**
 * The gift's public ledger entry is written by its own process, possibly after this mail: the mail sends the
 * donor to the receipt page, which names the entry once it is there and verifies it in the browser.
 */
export const LEDGER_NOTE = message('en', 'mail.receipt.ledgerNote');

/** The donor's receipt by mail, in the language they gave in: every fact of the printable page, and the link to it. */
export const receiptMail = (receipt: Receipt & { email: string }, link: string): Mail => {
  const words = mailWords(mailLanguage(receipt.language));
  const { say } = words;
  const facts: [string, string][] = [
    [say('mail.receipt.number'), receipt.receiptNumber],
    ...paidIn(receipt, words),
    [say('mail.receipt.amount'), words.usdNamed(receipt.amountCents)],
    [say('mail.receipt.campaign'), receipt.campaignTitle],
    [say('mail.receipt.date'), words.day(receipt.donatedAt)],
    [say('mail.receipt.paymentMethod'), paymentMethodLabel(receipt, words)],
  ];
  const ledgerNote = say('mail.receipt.ledgerNote');
  return {
    to: receipt.email,
    kind: 'receipt',
    subject: say('mail.receipt.subject', { receiptNumber: receipt.receiptNumber }),
    text: `${say('mail.receipt.thanks')}\n\n${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${ledgerNote}\n\n${say('mail.receipt.linkText', { link })}\n\nHarambee`,
    html:
      `<p>${escapeHtml(say('mail.receipt.thanks'))}</p><table>${facts
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<p>${escapeHtml(ledgerNote)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(say('mail.receipt.linkHtml'))}</a></p><p>Harambee</p>`,
  };
};

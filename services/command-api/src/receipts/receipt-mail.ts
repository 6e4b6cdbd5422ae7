import type { EventOf } from '@harambee/events';
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

type Fact = 'number' | 'paid' | 'feesCovered' | 'amount' | 'campaign' | 'date' | 'paymentMethod';

/** What the donor's network took, when it was not the dollars the gift counts, and the fees they covered on top. */
const paidIn = ({ charged, feeCover }: Receipt, { money }: MailWords): [Fact, string][] => [
  ...(charged && (charged.currency !== 'USD' || feeCover)
    ? [['paid', money(charged)] as [Fact, string]]
    : []),
  ...(feeCover ? [['feesCovered', money(feeCover.charged)] as [Fact, string]] : []),
];

/** The line that names the gift's entry, and where to verify it (English: the tests read it). */
export const ledgerEntryLine = (ledgerIndex: number, { say }: MailWords = mailWords('en')) =>
  say('mail.receipt.entryLine', { index: String(ledgerIndex) });

const pendingNote = ({ say }: MailWords) =>
  `${say('mail.receipt.pendingNote')} ${say('mail.receipt.verifyNote')}`;

/**
 * Said instead when the gift's entry was not placed while the mail waited for it (the publisher was down): the
 * receipt page names the entry once it is there.
 */
export const LEDGER_PENDING_NOTE = pendingNote(mailWords('en'));

const ledgerText = (ledgerIndex: number | null, link: string, words: MailWords) =>
  ledgerIndex === null
    ? `${pendingNote(words)}\n\n${words.say('mail.receipt.linkText', { link })}`
    : `${words.say('mail.receipt.inTheLedger')}\n${ledgerEntryLine(ledgerIndex, words)} ${link}\n\n${words.say('mail.receipt.verifyNote')}`;

const ledgerHtml = (ledgerIndex: number | null, link: string, words: MailWords) =>
  ledgerIndex === null
    ? `<p>${escapeHtml(pendingNote(words))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.say('mail.receipt.linkHtml'))}</a></p>`
    : `<p>${escapeHtml(words.say('mail.receipt.inTheLedger'))}<br>${escapeHtml(ledgerEntryLine(ledgerIndex, words))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(words.say('mail.receipt.verifyNote'))}</p>`;

/**
 * The donor's receipt by mail, in the language they gave in: every fact of the printable page, the gift's public
 * ledger entry (`null` when it was not placed in time) and the link to the page, which prints the receipt and
 * verifies the entry.
 */
export const receiptMail = (
  receipt: Receipt & { email: string },
  link: string,
  ledgerIndex: number | null,
): Mail => {
  const words = mailWords(mailLanguage(receipt.language));
  const { say } = words;
  const facts: [Fact, string][] = [
    ['number', receipt.receiptNumber],
    ...paidIn(receipt, words),
    ['amount', words.usdNamed(receipt.amountCents)],
    ['campaign', receipt.campaignTitle],
    ['date', words.day(receipt.donatedAt)],
    ['paymentMethod', paymentMethodLabel(receipt, words)],
  ];
  return {
    to: receipt.email,
    kind: 'receipt',
    subject: say('mail.receipt.subject', { receiptNumber: receipt.receiptNumber }),
    text: `${say('mail.receipt.thanks')}\n\n${facts.map(([fact, value]) => say('mail.receipt.fact', { fact, value })).join('\n')}\n\n${ledgerText(ledgerIndex, link, words)}\n\nHarambee`,
    html:
      `<p>${escapeHtml(say('mail.receipt.thanks'))}</p><table>${facts
        .map(
          ([fact, value]) =>
            `<tr><th align="left">${escapeHtml(say(`mail.receipt.${fact}`))}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` + `${ledgerHtml(ledgerIndex, link, words)}<p>Harambee</p>`,
  };
};

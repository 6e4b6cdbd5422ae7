import type { EventOf } from '@harambee/events';
import { FEE_TEXTS, formatMoney } from '@harambee/rules';
import { escapeHtml, type Mail } from '../core/mailer';

type Receipt = EventOf<'ReceiptIssued'>['data'];

const METHOD_LABELS: Record<Receipt['paymentMethod'], string> = {
  creditCard: 'Card',
  mobileMoney: 'Mobile money',
  bitcoin: 'Cryptocurrency',
};

export const paymentMethodLabel = (receipt: Pick<Receipt, 'paymentMethod' | 'last4'>) =>
  METHOD_LABELS[receipt.paymentMethod] + (receipt.last4 ? ` ending in ${receipt.last4}` : '');

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const money = ({ amountMinor, currency }: NonNullable<Receipt['charged']>) =>
  `${formatMoney(amountMinor, currency)} ${currency}`;

/** What the donor's network took, when it was not the dollars the gift counts, and the fees they covered on top. */
const paidIn = ({ charged, feeCover }: Receipt): [string, string][] => [
  ...(charged && (charged.currency !== 'USD' || feeCover)
    ? [['Paid', money(charged)] as [string, string]]
    : []),
  ...(feeCover ? [[FEE_TEXTS.feesCovered, money(feeCover.charged)] as [string, string]] : []),
];

const IN_THE_LEDGER = "Your gift is published, without your name, in Harambee's public ledger.";
const VERIFY_NOTE =
  "Your receipt page's Verify button checks in your browser that the entry is in the signed books.";

/** The line that names the gift's entry, and where to verify it. */
export const ledgerEntryLine = (ledgerIndex: number) =>
  `Ledger entry #${ledgerIndex} — verify it at`;

/**
 * Said instead when the gift's entry was not placed while the mail waited for it (the publisher was down): the
 * receipt page names the entry once it is there.
 */
export const LEDGER_PENDING_NOTE = `Your gift is being added, without your name, to Harambee's public ledger: your receipt page names its entry once it is placed. ${VERIFY_NOTE}`;

const ledgerText = (ledgerIndex: number | null, link: string) =>
  ledgerIndex === null
    ? `${LEDGER_PENDING_NOTE}\n\nPrintable receipt and ledger entry: ${link}`
    : `${IN_THE_LEDGER}\n${ledgerEntryLine(ledgerIndex)} ${link}\n\n${VERIFY_NOTE}`;

const ledgerHtml = (ledgerIndex: number | null, link: string) =>
  ledgerIndex === null
    ? `<p>${escapeHtml(LEDGER_PENDING_NOTE)}</p><p><a href="${escapeHtml(link)}">View and print your receipt, and verify its ledger entry</a></p>`
    : `<p>${escapeHtml(IN_THE_LEDGER)}<br>${escapeHtml(ledgerEntryLine(ledgerIndex))} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(VERIFY_NOTE)}</p>`;

/**
 * The donor's receipt by mail: every fact of the printable page, the gift's public ledger entry (`null` when it
 * was not placed in time) and the link to the page, which prints the receipt and verifies the entry.
 */
export const receiptMail = (
  receipt: Receipt & { email: string },
  link: string,
  ledgerIndex: number | null,
): Mail => {
  const facts: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ...paidIn(receipt),
    ['Amount', `${usd(receipt.amountCents)} USD`],
    ['Campaign', receipt.campaignTitle],
    ['Date', receipt.donatedAt.slice(0, 10)],
    ['Payment method', paymentMethodLabel(receipt)],
  ];
  return {
    to: receipt.email,
    kind: 'receipt',
    subject: `Your Harambee receipt ${receipt.receiptNumber}`,
    text: `Thank you for your gift.\n\n${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${ledgerText(ledgerIndex, link)}\n\nHarambee`,
    html:
      `<p>Thank you for your gift.</p><table>${facts
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` + `${ledgerHtml(ledgerIndex, link)}<p>Harambee</p>`,
  };
};

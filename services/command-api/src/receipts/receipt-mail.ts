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

/**
 * The gift's public ledger entry is written by its own process, possibly after this mail: the mail sends the
 * donor to the receipt page, which names the entry once it is there and verifies it in the browser.
 */
export const LEDGER_NOTE =
  "Your gift is published, without your name, in Harambee's public ledger. Your receipt page names its ledger entry, and its Verify button checks in your browser that the entry is in the signed books.";

/** The donor's receipt by mail: every fact of the printable page, and the link to it. */
export const receiptMail = (receipt: Receipt & { email: string }, link: string): Mail => {
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
    text: `Thank you for your gift.\n\n${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${LEDGER_NOTE}\n\nPrintable receipt and ledger entry: ${link}\n\nHarambee`,
    html:
      `<p>Thank you for your gift.</p><table>${facts
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<p>${escapeHtml(LEDGER_NOTE)}</p>` +
      `<p><a href="${escapeHtml(link)}">View and print your receipt, and verify its ledger entry</a></p><p>Harambee</p>`,
  };
};

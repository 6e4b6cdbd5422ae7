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
    text: `Thank you for your gift.\n\n${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nPrintable receipt: ${link}\n\nHarambee`,
    html:
      `<p>Thank you for your gift.</p><table>${facts
        .map(
          ([label, value]) =>
            `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>` +
      `<p><a href="${escapeHtml(link)}">View and print your receipt</a></p><p>Harambee</p>`,
  };
};

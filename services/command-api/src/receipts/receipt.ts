import type { EventOf, StoredEvent } from '@harambee/events';
import { RECEIPT_MAIL_LEDGER_WAIT_MS } from '@harambee/rules';

export type Gift = EventOf<'DonationRecorded'>['data'];
type Issued = EventOf<'ReceiptIssued'>;
type NumberTaken = EventOf<'ReceiptNumberTaken'>;
type Mailed = EventOf<'ReceiptMailed'>;

/** Paid gifts get receipts; an admin's record of an offline gift and generated test gifts do not. */
const RECEIPTED_METHODS = ['creditCard', 'mobileMoney', 'bitcoin'] as const;
type ReceiptedMethod = (typeof RECEIPTED_METHODS)[number];
const isReceipted = (method: Gift['paymentMethod']): method is ReceiptedMethod =>
  (RECEIPTED_METHODS as readonly string[]).includes(method);

export const receiptNumber = (year: number, number: number) =>
  `HB-${year}-${String(number).padStart(6, '0')}`;
export const receiptYear = (gift: Pick<Gift, 'donatedAt'>) =>
  new Date(gift.donatedAt).getUTCFullYear();

/** One receipt per gift, its id the gift's: a repeat of the same reaction finds the stream taken. */
export const receiptStream = (receiptId: string) => `receipt-${receiptId}`;
export const receiptNumbersStream = (year: number) => `receipt-numbers-${year}`;

export type IssueReceipt = {
  gift: Gift;
  campaignTitle: string;
  last4: string | null;
  /** Whether the gift's receipt stream already holds its receipt. */
  alreadyIssued: boolean;
  /** The last number taken in the gift's year (0 for none). */
  lastNumber: number;
  now: Date;
};

/**
 * The receipt for a recorded gift and the number it takes, or nothing when the gift has one already or
 * gets none. The number is the year's next: both events are appended together, the number's stream at the
 * version read, so two receipts racing for one number cannot both win.
 */
export const issueReceipt = ({
  gift,
  campaignTitle,
  last4,
  alreadyIssued,
  lastNumber,
  now,
}: IssueReceipt): [Issued, NumberTaken] | [] => {
  if (alreadyIssued || !isReceipted(gift.paymentMethod)) return [];
  const year = receiptYear(gift);
  const number = lastNumber + 1;
  const receiptId = gift.donationId;
  return [
    {
      type: 'ReceiptIssued',
      data: {
        receiptId,
        receiptNumber: receiptNumber(year, number),
        donationId: gift.donationId,
        paymentId: gift.paymentId,
        campaignId: gift.campaignId,
        campaignTitle,
        amountCents: gift.amountCents,
        charged: gift.charged,
        ...(gift.feeCover ? { feeCover: gift.feeCover } : {}),
        paymentMethod: gift.paymentMethod,
        last4,
        donorName: gift.donorName,
        anonymous: gift.anonymous,
        email: gift.email,
        ...(gift.language ? { language: gift.language } : {}),
        donatedAt: gift.donatedAt,
        issuedAt: now.toISOString(),
      },
    },
    { type: 'ReceiptNumberTaken', data: { year, number, receiptId } },
  ];
};

/** The receipt its mail step has yet to send: issued to an address (none given, or erased, gets none), not mailed. */
export const unmailedReceipt = (events: readonly StoredEvent[]) => {
  const issued = events.find((event) => event.type === 'ReceiptIssued');
  const mailed = events.some((event) => event.type === 'ReceiptMailed');
  const email = issued?.data.email;
  return issued && email && !mailed ? { ...issued.data, email } : undefined;
};

/**
 * The receipt's mail, naming its gift's public ledger entry once placed; without it once the receipt has waited
 * RECEIPT_MAIL_LEDGER_WAIT_MS for the entry (so a gift the publisher cannot place still gets its mail); else wait.
 */
export const mailReceipt = (
  receipt: Pick<Issued['data'], 'receiptId' | 'issuedAt'>,
  ledgerIndex: number | undefined,
  now: Date,
): Mailed | 'wait' => {
  const named = ledgerEntryToName(receipt, ledgerIndex, now);
  if (named === 'wait') return 'wait';
  return {
    type: 'ReceiptMailed',
    data: { receiptId: receipt.receiptId, ledgerIndex: named, mailedAt: now.toISOString() },
  };
};

/** The entry a receipt's mail or text names: its gift's once placed, none once it waited long enough, else wait. */
export const ledgerEntryToName = (
  receipt: Pick<Issued['data'], 'issuedAt'>,
  ledgerIndex: number | undefined,
  now: Date,
): number | null | 'wait' => {
  const waited = now.getTime() - Date.parse(receipt.issuedAt);
  if (ledgerIndex === undefined && waited < RECEIPT_MAIL_LEDGER_WAIT_MS) return 'wait';
  return ledgerIndex ?? null;
};

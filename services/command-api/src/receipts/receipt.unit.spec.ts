import type { StoredEvent } from '@harambee/events';
import { RECEIPT_MAIL_LEDGER_WAIT_MS } from '@harambee/rules';
import { type Gift, issueReceipt, mailReceipt, receiptNumber, unmailedReceipt } from './receipt';
import { LEDGER_PENDING_NOTE, receiptMail } from './receipt-mail';
import { receiptView } from './receipt-routes';
import { donor } from '../payments/testing/donor';
import { isReceiptKey, receiptKey } from '@harambee/platform';
import { receiptPath } from './receipt-link';

const gift: Gift = {
  donationId: 'd-1',
  paymentId: 'chk_1',
  campaignId: 'c-1',
  amountCents: 2500,
  ...donor,
  paymentMethod: 'mobileMoney',
  donatedAt: '2026-11-23T10:00:00.000Z',
};
const now = new Date('2026-11-23T10:00:01.000Z');
const issue = (overrides: Partial<Parameters<typeof issueReceipt>[0]> = {}) =>
  issueReceipt({
    gift,
    campaignTitle: 'Solar cold rooms',
    last4: null,
    alreadyIssued: false,
    lastNumber: 0,
    now,
    ...overrides,
  });

describe('receipts', () => {
  it('given no receipt yet this year, when a paid gift is recorded, then it gets number 1 of the year', () => {
    expect(issue()).toEqual([
      {
        type: 'ReceiptIssued',
        data: {
          receiptId: 'd-1',
          receiptNumber: 'HB-2026-000001',
          donationId: 'd-1',
          paymentId: 'chk_1',
          campaignId: 'c-1',
          campaignTitle: 'Solar cold rooms',
          amountCents: 2500,
          paymentMethod: 'mobileMoney',
          last4: null,
          donorName: 'Wanjiru Kamau',
          anonymous: false,
          email: 'wanjiru@example.org',
          donatedAt: gift.donatedAt,
          issuedAt: now.toISOString(),
        },
      },
      { type: 'ReceiptNumberTaken', data: { year: 2026, number: 1, receiptId: 'd-1' } },
    ]);
  });

  it('given 122 receipts this year, when the next gift is recorded, then it takes HB-2026-000123', () => {
    const [issued, taken] = issue({
      lastNumber: 122,
      last4: '4242',
      gift: { ...gift, paymentMethod: 'creditCard' },
    });
    expect(issued).toMatchObject({
      data: { receiptNumber: 'HB-2026-000123', last4: '4242', paymentMethod: 'creditCard' },
    });
    expect(taken).toMatchObject({ data: { number: 123 } });
  });

  it('given a gift made on new year’s day, when its receipt is issued, then it is numbered in the new year', () => {
    const [issued] = issue({ gift: { ...gift, donatedAt: '2027-01-01T00:00:00.000Z' } });
    expect(issued).toMatchObject({ data: { receiptNumber: 'HB-2027-000001' } });
  });

  it('given the gift already has its receipt, when the reaction runs again, then nothing is issued', () => {
    expect(issue({ alreadyIssued: true })).toEqual([]);
  });

  it.each(['admin', 'generated'] as const)(
    'when a %s gift is recorded, then it gets no receipt',
    (paymentMethod) => {
      expect(issue({ gift: { ...gift, paymentMethod } })).toEqual([]);
    },
  );

  it('numbers beyond a million keep every digit', () => {
    expect(receiptNumber(2026, 1_234_567)).toBe('HB-2026-1234567');
  });
});

describe('the receipt of a gift whose donor covered the fees', () => {
  const feeCover = {
    platformFeeCents: 125,
    processingFeeCents: 98,
    charged: { currency: 'KES' as const, amountMinor: 28_845 },
  };
  const covered = issue({
    gift: { ...gift, charged: { currency: 'KES', amountMinor: 352_220 }, feeCover },
  })[0]!.data;

  it('when the gift is paid in shillings with the fees on top, then the receipt shows what was paid, the fees covered and the dollars the gift counts', () => {
    expect(receiptView(covered)).toMatchObject({
      amount: 25,
      currency: 'USD',
      paid: { amount: 3522.2, currency: 'KES' },
      feesCovered: { amount: 288.45, currency: 'KES' },
    });
    const { text } = receiptMail(
      { ...covered, email: 'wanjiru@example.org' },
      'https://x.test/r',
      7,
    );
    expect(text).toMatch(/Paid: KSh\s3,522\.20/);
    expect(text).toMatch(/Fees you covered: KSh\s288\.45/);
    expect(text).toContain('Amount: $25.00 USD');
  });

  it('when a gift in dollars covered no fees, then its receipt shows the amount alone', () => {
    const plain = issue({ gift: { ...gift, charged: { currency: 'USD', amountMinor: 2_500 } } });
    const view = receiptView(plain[0]!.data);
    expect(view).not.toHaveProperty('paid');
    expect(view).not.toHaveProperty('feesCovered');
  });
});

describe('receipt mails', () => {
  const [issued] = issue();
  const stored = (...events: unknown[]) => events as StoredEvent[];
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('given the gift is in the public ledger, when its receipt is mailed, then the mail names the entry', () => {
    expect(mailReceipt(issued!.data, 41, now)).toEqual({
      type: 'ReceiptMailed',
      data: { receiptId: 'd-1', ledgerIndex: 41, mailedAt: now.toISOString() },
    });
    const { text, html } = receiptMail(
      { ...issued!.data, email: gift.email! },
      'https://x.test/r',
      41,
    );
    expect(text).toContain('Ledger entry #41 — verify it at https://x.test/r');
    expect(html).toContain('Ledger entry #41 — verify it at <a href="https://x.test/r">');
    expect(text).not.toContain(LEDGER_PENDING_NOTE);
  });

  it('given the gift is not in the ledger yet, when the wait is not over, then the mail waits; once over, it goes without the entry', () => {
    expect(mailReceipt(issued!.data, undefined, later(RECEIPT_MAIL_LEDGER_WAIT_MS - 1))).toBe(
      'wait',
    );
    expect(mailReceipt(issued!.data, undefined, later(RECEIPT_MAIL_LEDGER_WAIT_MS))).toMatchObject({
      data: { ledgerIndex: null },
    });
    const { text, html } = receiptMail(
      { ...issued!.data, email: gift.email! },
      'https://x.test/r',
      null,
    );
    expect(text).toContain(LEDGER_PENDING_NOTE);
    expect(`${text}${html}`).not.toContain('Ledger entry #');
  });

  it('a receipt is mailed once, and only to an address: none given or erased gets none', () => {
    const mailed = mailReceipt(issued!.data, 3, now);
    expect(unmailedReceipt(stored(issued))).toMatchObject({ email: 'wanjiru@example.org' });
    expect(unmailedReceipt(stored(issued, mailed))).toBeUndefined();
    expect(
      unmailedReceipt(stored({ ...issued, data: { ...issued!.data, email: '' } })),
    ).toBeUndefined();
    expect(
      unmailedReceipt(stored({ ...issued, data: { ...issued!.data, email: null } })),
    ).toBeUndefined();
    expect(unmailedReceipt([])).toBeUndefined();
  });
});

describe('receipt links', () => {
  it('the key opens its own receipt only, and depends on the server secret', () => {
    const key = receiptKey('secret-a', 'd-1');
    expect(isReceiptKey('secret-a', 'd-1', key)).toBe(true);
    expect(isReceiptKey('secret-a', 'd-2', key)).toBe(false);
    expect(isReceiptKey('secret-b', 'd-1', key)).toBe(false);
    expect(isReceiptKey('secret-a', 'd-1', `${key}x`)).toBe(false);
    expect(receiptPath('secret-a', 'd-1')).toBe(`/receipts/d-1?k=${key}`);
  });
});

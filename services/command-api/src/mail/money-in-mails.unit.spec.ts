import { donor } from '../payments/testing/donor';
import { issueReceipt } from '../receipts/receipt';
import { receiptMail } from '../receipts/receipt-mail';
import { refundMail } from '../refunds/refund-gift';

/** A gift of $25 paid over M-PESA in shillings, by a donor who gave in `language`. */
const giftIn = (language: string) => ({
  donationId: 'd-1',
  paymentId: 'chk_1',
  campaignId: 'c-1',
  amountCents: 2_500,
  charged: { currency: 'KES' as const, amountMinor: 323_375 },
  ...donor,
  language,
  paymentMethod: 'mobileMoney' as const,
  donatedAt: '2026-11-23T10:00:00.000Z',
});

const receiptText = (language: string) => {
  const [issued] = issueReceipt({
    gift: giftIn(language),
    campaignTitle: 'Solar cold rooms',
    last4: null,
    alreadyIssued: false,
    lastNumber: 0,
    now: new Date('2026-11-23T10:00:01.000Z'),
  });
  return receiptMail({ ...issued!.data, email: 'wanjiru@example.org' }, 'https://x.test/r', 7).text;
};
const refundText = (language: string) => refundMail(giftIn(language), 'wanjiru@example.org').text;

describe('the shillings a donor paid, in their receipt and their refund mail', () => {
  it('are written alike in Swahili and in French: one sign, one layout', () => {
    expect(receiptText('sw')).toMatch(/KSh\s3,233\.75/);
    expect(refundText('sw')).toMatch(/KSh\s3,233\.75/);
    expect(`${receiptText('sw')} ${refundText('sw')}`).not.toMatch(/Ksh|KES\s?3/);
    expect(receiptText('fr')).toMatch(/3\s233,75\sKSh/);
    expect(refundText('fr')).toMatch(/3\s233,75\sKSh/);
  });
});

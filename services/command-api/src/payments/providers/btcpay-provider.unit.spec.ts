import type { BtcpayInvoice, BtcpayInvoiceOutcome } from './btcpay-api';
import { btcpayOutcome } from './btcpay-provider';

const said = (status: BtcpayInvoiceOutcome['status']): BtcpayInvoiceOutcome => ({
  invoiceId: 'inv-1',
  status,
  occurredAt: '2026-11-29T06:00:00.000Z',
});
const invoice = (fields: Partial<BtcpayInvoice> = {}): BtcpayInvoice => ({
  id: 'inv-1',
  checkoutLink: 'https://btcpay.example.org/i/inv-1',
  status: 'Settled',
  amount: '25.50',
  currency: 'USD',
  metadata: { orderId: 'chk_1' },
  ...fields,
});

describe('what a BTCPay webhook and its invoice say about a gift', () => {
  it('when the webhook says settled and the invoice read back is Settled, then the gift succeeded for its amount in minor units', () => {
    expect(btcpayOutcome(said('settled'), invoice())).toEqual({
      provider: 'btcpay',
      providerReference: 'inv-1',
      paymentId: 'chk_1',
      status: 'succeeded',
      amountCents: 2550,
      currency: 'usd',
      method: 'crypto',
      occurredAt: '2026-11-29T06:00:00.000Z',
    });
  });

  it('when an invoice in shillings settles, then its amount is read without a float', () => {
    expect(
      btcpayOutcome(said('settled'), invoice({ amount: '3234.5', currency: 'KES' })),
    ).toMatchObject({ amountCents: 323450, currency: 'kes' });
  });

  it.each([
    ['expired', 'Expired'],
    ['invalid', 'Invalid'],
  ] as const)(
    'when the webhook says %s and the invoice is %s, then the payment failed (no money moved)',
    (status, invoiceStatus) => {
      expect(btcpayOutcome(said(status), invoice({ status: invoiceStatus }))).toMatchObject({
        status: 'failed',
        paymentId: 'chk_1',
      });
    },
  );

  it.each([
    ['the invoice is not yet settled', said('settled'), invoice({ status: 'Processing' })],
    ['an expired webhook meets a settled invoice', said('expired'), invoice()],
    ['the invoice read back is another one', said('settled'), invoice({ id: 'inv-2' })],
    ['the invoice names no gift', said('settled'), invoice({ metadata: {} })],
    ['its currency is not one we count', said('settled'), invoice({ currency: 'EUR' })],
    [
      'its amount has more decimals than the currency',
      said('settled'),
      invoice({ amount: '1.005' }),
    ],
  ])('when %s, then nothing is acted on', (_case, webhook, read) => {
    expect(btcpayOutcome(webhook, read)).toBeNull();
  });
});

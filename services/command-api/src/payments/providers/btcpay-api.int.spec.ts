import { PaymentProviderError } from '../payment-provider';
import { startBtcpayFake } from '../testing/btcpay-fake';
import { createBtcpayInvoice, getBtcpayInvoice, parseBtcpayWebhook } from './btcpay-api';

const keys = { storeId: 'store-1', apiKey: 'the-api-key', webhookSecret: 'the-webhook-secret' };
let btcpay: Awaited<ReturnType<typeof startBtcpayFake>>;
beforeAll(async () => {
  btcpay = await startBtcpayFake(keys);
});
afterAll(() => btcpay.stop());
const settings = () => ({ ...keys, url: btcpay.url });

it('when a gift asks for an invoice, then one is created in the documented format with the gift as its order', async () => {
  const invoice = await createBtcpayInvoice(settings(), {
    paymentId: 'pay_123',
    amountCents: 2550,
    currency: 'usd',
  });
  const sent = btcpay.received.at(-1)!;
  expect(sent).toMatchObject({
    method: 'POST',
    path: '/api/v1/stores/store-1/invoices',
    headers: { authorization: 'token the-api-key', 'content-type': 'application/json' },
  });
  expect(JSON.parse(sent.body)).toEqual({
    amount: '25.50',
    currency: 'USD',
    metadata: { orderId: 'pay_123' },
  });
  expect(invoice).toMatchObject({ status: 'New', amount: '25.50', currency: 'USD' });
  expect(invoice.checkoutLink).toContain(invoice.id);
  expect((await getBtcpayInvoice(settings(), invoice.id)).metadata?.orderId).toBe('pay_123');
});

it('when a gift in a whole-unit currency asks for an invoice, then its amount has no decimals', async () => {
  await createBtcpayInvoice(settings(), {
    paymentId: 'pay_ugx',
    amountCents: 50000,
    currency: 'UGX',
    exponent: 0,
  });
  expect(JSON.parse(btcpay.received.at(-1)!.body).amount).toBe('50000');
});

it('when the API key is wrong, then the donor is told to try again and nothing is created', async () => {
  const before = btcpay.invoices.size;
  await expect(
    createBtcpayInvoice(
      { ...settings(), apiKey: 'wrong' },
      { paymentId: 'p', amountCents: 100, currency: 'USD' },
    ),
  ).rejects.toBeInstanceOf(PaymentProviderError);
  expect(btcpay.invoices.size).toBe(before);
});

it('when BTCPay settles or expires an invoice, then its signed webhook reads as that, and its invoice names the gift', async () => {
  const settled = await createBtcpayInvoice(settings(), {
    paymentId: 'pay_s',
    amountCents: 1000,
    currency: 'USD',
  });
  const expired = await createBtcpayInvoice(settings(), {
    paymentId: 'pay_e',
    amountCents: 1000,
    currency: 'USD',
  });
  const first = btcpay.webhook(settled.id, 'InvoiceSettled');
  const second = btcpay.webhook(expired.id, 'InvoiceExpired');
  expect(parseBtcpayWebhook(first.body, first.headers, keys)).toMatchObject({
    invoiceId: settled.id,
    status: 'settled',
  });
  expect(parseBtcpayWebhook(second.body, second.headers, keys)).toMatchObject({
    invoiceId: expired.id,
    status: 'expired',
  });
  expect(await getBtcpayInvoice(settings(), settled.id)).toMatchObject({
    status: 'Settled',
    metadata: { orderId: 'pay_s' },
  });
  const created = btcpay.webhook(settled.id, 'InvoiceCreated');
  expect(parseBtcpayWebhook(created.body, created.headers, keys)).toBeNull();
});

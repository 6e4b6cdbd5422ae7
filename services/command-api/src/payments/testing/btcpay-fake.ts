import { randomBytes } from 'node:crypto';
import { hmacHex } from '../webhook-signature';
import { startFakeProviderServer } from './fake-provider-server';

type FakeInvoice = {
  id: string;
  storeId: string;
  checkoutLink: string;
  status: 'New' | 'Settled' | 'Expired' | 'Invalid';
  amount: string;
  currency: string;
  metadata: { orderId?: string };
};

/**
 * A BTCPay Server at the test boundary, to the Greenfield API's documented formats: invoices created and read under
 * `/api/v1/stores/{storeId}/invoices` for `Authorization: token <key>`, and webhooks of its shape signed in
 * `BTCPay-Sig` (`sha256=` and the hex HMAC-SHA256 of the body).
 */
/** The keys of the specs' BTCPay store. */
export const BTCPAY_KEYS = {
  storeId: 'harambee-store',
  apiKey: 'greenfield-key',
  webhookSecret: 'whsec-btcpay',
};

/** A server's settings for crypto gifts through the fake at `url` (and cards through the sandbox). */
export const btcpaySettings = (url: string) => ({
  PAYMENT_PROVIDER: 'sandbox',
  BTCPAY_URL: url,
  BTCPAY_STORE_ID: BTCPAY_KEYS.storeId,
  BTCPAY_API_KEY: BTCPAY_KEYS.apiKey,
  BTCPAY_WEBHOOK_SECRET: BTCPAY_KEYS.webhookSecret,
});

export const startBtcpayFake = async ({
  storeId,
  apiKey,
  webhookSecret,
}: {
  storeId: string;
  apiKey: string;
  webhookSecret: string;
}) => {
  const invoices = new Map<string, FakeInvoice>();
  const base = `/api/v1/stores/${storeId}/invoices`;
  const server = await startFakeProviderServer((request) => {
    if (request.headers.authorization !== `token ${apiKey}`)
      return {
        status: 401,
        json: { code: 'unauthenticated', message: 'Authentication is required' },
      };
    if (request.method === 'POST' && request.path === base) {
      const body = JSON.parse(request.body) as {
        amount: string;
        currency: string;
        metadata?: { orderId?: string };
      };
      if (!/^\d+(\.\d+)?$/.test(body.amount))
        return { status: 422, json: [{ path: 'amount', message: 'Invalid amount' }] };
      const id = randomBytes(11).toString('base64url');
      const invoice: FakeInvoice = {
        id,
        storeId,
        checkoutLink: `${server.url}/i/${id}`,
        status: 'New',
        amount: body.amount,
        currency: body.currency,
        metadata: body.metadata ?? {},
      };
      invoices.set(id, invoice);
      return { status: 200, json: invoice };
    }
    const read = request.method === 'GET' && request.path.startsWith(`${base}/`);
    const invoice = read ? invoices.get(request.path.slice(base.length + 1)) : undefined;
    if (invoice) return { status: 200, json: invoice };
    return undefined;
  });

  /** The webhook BTCPay sends when an invoice settles, expires or turns invalid: its raw body and headers. */
  const webhook = (
    invoiceId: string,
    type: 'InvoiceSettled' | 'InvoiceExpired' | 'InvoiceInvalid' | 'InvoiceCreated',
    { secret = webhookSecret, store = storeId } = {},
  ) => {
    const invoice = invoices.get(invoiceId);
    if (invoice && type !== 'InvoiceCreated')
      invoice.status = (
        { InvoiceSettled: 'Settled', InvoiceExpired: 'Expired', InvoiceInvalid: 'Invalid' } as const
      )[type];
    const body = Buffer.from(
      JSON.stringify({
        deliveryId: randomBytes(8).toString('hex'),
        webhookId: 'webhook-1',
        originalDeliveryId: null,
        isRedelivery: false,
        type,
        timestamp: Math.floor(Date.now() / 1000),
        storeId: store,
        invoiceId,
        metadata: invoice?.metadata ?? {},
      }),
    );
    return { body, headers: { 'btcpay-sig': `sha256=${hmacHex('sha256', body, secret)}` } };
  };

  return { ...server, invoices, webhook };
};

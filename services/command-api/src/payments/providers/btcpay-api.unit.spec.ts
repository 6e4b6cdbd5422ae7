import { WebhookSignatureError } from '../payment-provider';
import { hmacHex } from '../webhook-signature';
import { parseBtcpayWebhook, verifyBtcpaySignature } from './btcpay-api';

const settings = { storeId: 'store-1', webhookSecret: 'the-webhook-secret' };
const event = (fields: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      deliveryId: 'd1',
      webhookId: 'w1',
      isRedelivery: false,
      type: 'InvoiceSettled',
      timestamp: 1_790_000_000,
      storeId: 'store-1',
      invoiceId: 'inv-1',
      ...fields,
    }),
  );
const signed = (body: Buffer, secret = settings.webhookSecret) => ({
  'btcpay-sig': `sha256=${hmacHex('sha256', body, secret)}`,
});

describe('a BTCPay webhook signature', () => {
  it('when BTCPay-Sig is sha256= and the HMAC of the exact body, then it verifies', () => {
    const body = event();
    expect(() => verifyBtcpaySignature(body, signed(body), settings.webhookSecret)).not.toThrow();
  });

  it.each([
    [
      'the body was altered',
      (body: Buffer) => ({ body: event({ invoiceId: 'inv-2' }), headers: signed(body) }),
    ],
    [
      'another secret signed it',
      (body: Buffer) => ({ body, headers: signed(body, 'another-secret') }),
    ],
    ['there is no signature', (body: Buffer) => ({ body, headers: {} })],
    [
      'the digest comes without its sha256= prefix',
      (body: Buffer) => ({
        body,
        headers: { 'btcpay-sig': hmacHex('sha256', body, settings.webhookSecret) },
      }),
    ],
    [
      'it is a SHA-512 digest',
      (body: Buffer) => ({
        body,
        headers: { 'btcpay-sig': `sha256=${hmacHex('sha512', body, settings.webhookSecret)}` },
      }),
    ],
  ])('when %s, then it is refused as a bad signature and nothing is read', (_case, make) => {
    const { body, headers } = make(event());
    expect(() => parseBtcpayWebhook(body, headers, settings)).toThrow(WebhookSignatureError);
  });
});

describe('what a BTCPay webhook says', () => {
  it.each([
    ['InvoiceSettled', 'settled'],
    ['InvoiceExpired', 'expired'],
    ['InvoiceInvalid', 'invalid'],
  ])('when it is %s, then the invoice is %s, at the time BTCPay stamped', (type, status) => {
    const body = event({ type });
    expect(parseBtcpayWebhook(body, signed(body), settings)).toEqual({
      invoiceId: 'inv-1',
      status,
      occurredAt: new Date(1_790_000_000 * 1000).toISOString(),
    });
  });

  it.each([
    ['an event we do not act on', { type: 'InvoiceReceivedPayment' }],
    ["another store's invoice", { storeId: 'store-2' }],
    ['no invoice id', { invoiceId: undefined }],
  ])('when it is %s, then it is ignored', (_case, fields) => {
    const body = event(fields);
    expect(parseBtcpayWebhook(body, signed(body), settings)).toBeNull();
  });

  it('when a signed body is not JSON, then it is ignored, never a crash', () => {
    const body = Buffer.from('not json');
    expect(parseBtcpayWebhook(body, signed(body), settings)).toBeNull();
  });
});

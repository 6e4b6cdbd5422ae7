import { createHmac } from 'node:crypto';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentProvider,
} from '../payment-provider';
import { startPaystackFake } from '../testing/paystack-fake';
import { createPaystackProvider } from './paystack-provider';

const secretKey = 'sk_test_paystack';
const campaignId = '6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b';
const request = (overrides: Partial<CheckoutRequest>): CheckoutRequest => ({
  paymentId: 'pay_paystack_1',
  campaignId,
  amountCents: 1500,
  currency: 'usd',
  method: 'card',
  email: 'kofi@example.org',
  returnUrl: `http://localhost:3000/donation/${campaignId}/thank-you?paymentId=pay_paystack_1`,
  cancelUrl: `http://localhost:3000/donation/${campaignId}`,
  ...overrides,
});

const chargeEvent = (event: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({
    event,
    data: {
      id: 59214,
      domain: 'test',
      status: event === 'charge.success' ? 'success' : 'failed',
      reference: 'pay_paystack_1',
      amount: 1500,
      gateway_response: 'Approved',
      paid_at: '2026-11-23T09:10:54.000Z',
      created_at: '2026-11-23T09:10:32.000Z',
      channel: 'mobile_money',
      currency: 'USD',
      metadata: { paymentId: 'pay_paystack_1', campaignId },
      authorization: {
        authorization_code: 'AUTH_0aqm8ddx6s',
        bin: '055XXX',
        last4: 'X149',
        channel: 'mobile_money',
        bank: 'MTN Mobile Money',
        country_code: 'GH',
      },
      customer: { email: 'kofi@example.org' },
      ...data,
    },
  });

const signed = (body: string, key = secretKey) => ({
  'x-paystack-signature': createHmac('sha512', key).update(body).digest('hex'),
});

describe('paystack provider against a local fake of the Paystack API', () => {
  let fake: Awaited<ReturnType<typeof startPaystackFake>>;
  let paystack: PaymentProvider;
  const lastBody = () => JSON.parse(fake.received.at(-1)!.body) as Record<string, unknown>;

  beforeAll(async () => {
    fake = await startPaystackFake();
    paystack = createPaystackProvider({ secretKey, apiUrl: fake.url });
  });
  afterAll(() => fake.stop());

  it('when a card checkout starts, then a transaction is initialised with our paymentId as reference and the donor sent to the hosted page', async () => {
    await expect(paystack.startCheckout(request({}))).resolves.toEqual({
      providerReference: 'pay_paystack_1',
      redirectUrl: 'https://checkout.paystack.com/ac_pay_paystack_1',
      status: 'pending',
    });
    expect(fake.received.at(-1)).toMatchObject({ method: 'POST', path: '/transaction/initialize' });
    expect(fake.received.at(-1)!.headers.authorization).toBe('Bearer sk_test_paystack');
    expect(lastBody()).toEqual({
      email: 'kofi@example.org',
      amount: 1500,
      currency: 'USD',
      reference: 'pay_paystack_1',
      callback_url: `http://localhost:3000/donation/${campaignId}/thank-you?paymentId=pay_paystack_1`,
      channels: ['card'],
      metadata: {
        paymentId: 'pay_paystack_1',
        campaignId,
        cancel_action: `http://localhost:3000/donation/${campaignId}`,
      },
    });
  });

  it('when an M-PESA gift starts, then a mobile-money charge pushes the prompt to the Kenyan number and the payment waits', async () => {
    const started = await paystack.startCheckout(
      request({
        method: 'mobileMoney',
        phone: '+254712345678',
        mobileProvider: 'mpesa',
        currency: 'KES',
      }),
    );

    expect(started).toEqual({ providerReference: 'pay_paystack_1', status: 'pending' });
    expect(fake.received.at(-1)!.path).toBe('/charge');
    expect(lastBody()).toMatchObject({
      amount: 1500,
      currency: 'KES',
      reference: 'pay_paystack_1',
      mobile_money: { phone: '+254712345678', provider: 'mpesa' },
    });
  });

  it('when an MTN MoMo gift starts in Ghana, then the local number and the mtn code are sent', async () => {
    await paystack.startCheckout(
      request({
        method: 'mobileMoney',
        phone: '+233241234567',
        mobileProvider: 'mtn',
        currency: 'GHS',
      }),
    );
    expect(lastBody()).toMatchObject({
      currency: 'GHS',
      mobile_money: { phone: '0241234567', provider: 'mtn' },
    });
  });

  it('when Paystack cannot send the prompt, is asked for M-PESA in dollars, or refuses the key, then a provider error is raised', async () => {
    await expect(
      paystack.startCheckout(
        request({
          method: 'mobileMoney',
          phone: '+254710000000',
          mobileProvider: 'mpesa',
          currency: 'KES',
        }),
      ),
    ).rejects.toMatchObject({ status: 502 });
    await expect(
      paystack.startCheckout(
        request({ method: 'mobileMoney', phone: '+254712345678', mobileProvider: 'mpesa' }),
      ),
    ).rejects.toMatchObject({ status: 502 });
    const wrongKey = createPaystackProvider({ secretKey: 'sk_test_wrong', apiUrl: fake.url });
    await expect(wrongKey.startCheckout(request({}))).rejects.toMatchObject({
      status: 502,
      message: 'The payment provider could not start the payment. Please try again.',
    });
  });

  it('when the wallet is one Paystack does not serve, then the donor is told to pay by card and nothing is sent', async () => {
    const before = fake.received.length;
    await expect(
      paystack.startCheckout(
        request({ method: 'mobileMoney', phone: '+2207771234', mobileProvider: 'afrimoney' }),
      ),
    ).rejects.toMatchObject({ status: 400 });
    expect(fake.received).toHaveLength(before);
  });

  it('when a signed charge.success arrives, then the payment succeeded with amount, method, the masked last 4 and the fees Paystack took', async () => {
    const body = chargeEvent('charge.success', { fees: 59 });
    await expect(paystack.parseWebhook(Buffer.from(body), signed(body))).resolves.toEqual({
      provider: 'paystack',
      providerReference: 'pay_paystack_1',
      paymentId: 'pay_paystack_1',
      status: 'succeeded',
      amountCents: 1500,
      currency: 'usd',
      method: 'mobileMoney',
      last4: 'X149',
      providerFee: { currency: 'USD', amountMinor: 59 },
      occurredAt: '2026-11-23T09:10:54.000Z',
    });
  });

  it('when a signed card charge.failed arrives, then the payment failed', async () => {
    const body = chargeEvent('charge.failed', {
      channel: 'card',
      paid_at: null,
      authorization: { last4: '4081' },
    });
    await expect(paystack.parseWebhook(Buffer.from(body), signed(body))).resolves.toMatchObject({
      status: 'failed',
      method: 'card',
      last4: '4081',
      occurredAt: '2026-11-23T09:10:32.000Z',
    });
  });

  it('when an event type we do not act on, or a signed non-JSON body, arrives, then it is ignored', async () => {
    const transfer = JSON.stringify({
      event: 'transfer.success',
      data: { reference: 'tr_1', amount: 100, currency: 'USD' },
    });
    await expect(
      paystack.parseWebhook(Buffer.from(transfer), signed(transfer)),
    ).resolves.toBeNull();
    await expect(
      paystack.parseWebhook(Buffer.from('not json'), signed('not json')),
    ).resolves.toBeNull();
  });

  it('when the signature is missing, made with another key or the body altered, then WebhookSignatureError', async () => {
    const body = chargeEvent('charge.success');
    await expect(paystack.parseWebhook(Buffer.from(body), {})).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(
      paystack.parseWebhook(Buffer.from(body), signed(body, 'sk_test_other')),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(
      paystack.parseWebhook(Buffer.from(body.replace('1500', '150000')), signed(body)),
    ).rejects.toThrow(WebhookSignatureError);
  });

  it('when a gift is refunded, then Paystack is asked to refund that transaction for the amount', async () => {
    await expect(
      paystack.refund({
        providerReference: 'pay_paystack_1',
        amountCents: 1000,
        reason: 'Campaign cancelled',
      }),
    ).resolves.toEqual({ refundReference: '3018284', status: 'pending' });
    expect(fake.received.at(-1)!.path).toBe('/refund');
    expect(lastBody()).toEqual({
      transaction: 'pay_paystack_1',
      amount: 1000,
      merchant_note: 'Campaign cancelled',
    });
  });
});

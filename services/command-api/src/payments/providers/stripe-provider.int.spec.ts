import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentProvider,
} from '../payment-provider';
import { startStripeFake } from '../testing/stripe-fake';
import { createStripeProvider } from './stripe-provider';

const webhookSecret = 'whsec_test_harambee';
const signer = new Stripe('sk_test_signer');
const checkout: CheckoutRequest = {
  paymentId: 'pay_stripe_1',
  campaignId: '6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b',
  amountCents: 2550,
  currency: 'usd',
  method: 'card',
  email: 'ada@example.org',
  returnUrl:
    'http://localhost:3000/donation/6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b/thank-you?paymentId=pay_stripe_1',
  cancelUrl: 'http://localhost:3000/donation/6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b',
};

const sessionEvent = (type: string, session: Record<string, unknown>) =>
  JSON.stringify({
    id: 'evt_test_1',
    object: 'event',
    type,
    created: 1_795_000_000,
    data: {
      object: {
        id: 'cs_test_pay_stripe_1',
        object: 'checkout.session',
        client_reference_id: 'pay_stripe_1',
        metadata: { paymentId: 'pay_stripe_1', campaignId: checkout.campaignId, method: 'card' },
        amount_total: 2550,
        currency: 'usd',
        payment_status: 'paid',
        payment_intent: 'pi_test_1',
        ...session,
      },
    },
  });

const signed = (payload: string, secret = webhookSecret) => ({
  'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
});

describe('stripe provider against a local fake of the Stripe API', () => {
  let fake: Awaited<ReturnType<typeof startStripeFake>>;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    fake = await startStripeFake();
    stripe = createStripeProvider({
      secretKey: 'sk_test_harambee',
      webhookSecret,
      apiUrl: fake.url,
    });
  });
  afterAll(() => fake.stop());

  it('when a card checkout starts, then a Checkout Session for the amount in cents is created and the donor sent to its page', async () => {
    const started = await stripe.startCheckout(checkout);

    expect(started).toEqual({
      providerReference: 'cs_test_pay_stripe_1',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_pay_stripe_1',
      status: 'pending',
    });
    const request = fake.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_harambee');
    expect(request.headers['idempotency-key']).toBe('checkout-pay_stripe_1');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toMatchObject({
      mode: 'payment',
      client_reference_id: 'pay_stripe_1',
      customer_email: 'ada@example.org',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2550',
      'metadata[paymentId]': 'pay_stripe_1',
      'metadata[campaignId]': checkout.campaignId,
      'payment_intent_data[metadata][paymentId]': 'pay_stripe_1',
      success_url: checkout.returnUrl,
      cancel_url: checkout.cancelUrl,
    });
  });

  it('when Stripe answers with an error, then a provider error is raised without its details', async () => {
    const badKey = createStripeProvider({
      secretKey: 'sk_live_wrong',
      webhookSecret,
      apiUrl: fake.url,
    });
    await expect(badKey.startCheckout(checkout)).rejects.toMatchObject({
      status: 502,
      message: 'The payment provider could not start the payment. Please try again.',
    });
  });

  it('when a card is in rand, then Stripe is asked for rand; in cedis, which Stripe does not take, it refuses', async () => {
    await stripe.startCheckout({ ...checkout, currency: 'ZAR', amountCents: 45125 });
    const sent = new URLSearchParams(fake.received.at(-1)!.body);
    expect(sent.get('line_items[0][price_data][currency]')).toBe('zar');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBe('45125');
    await expect(stripe.startCheckout({ ...checkout, currency: 'GHS' })).rejects.toMatchObject({
      status: 502,
    });
  });

  it('when a signed checkout.session.completed arrives, then the payment succeeded with its amount, payment intent, card last 4 and the fee its balance transaction says Stripe took', async () => {
    const payload = sessionEvent('checkout.session.completed', {});
    await expect(stripe.parseWebhook(Buffer.from(payload), signed(payload))).resolves.toEqual({
      provider: 'stripe',
      providerReference: 'pi_test_1',
      paymentId: 'pay_stripe_1',
      status: 'succeeded',
      amountCents: 2550,
      currency: 'usd',
      method: 'card',
      last4: '4242',
      providerFee: { currency: 'usd', amountMinor: 104 },
      occurredAt: new Date(1_795_000_000_000).toISOString(),
    });
    expect(decodeURIComponent(fake.received.at(-1)!.path)).toBe(
      '/v1/payment_intents/pi_test_1?expand[0]=latest_charge&expand[1]=latest_charge.balance_transaction',
    );
  });

  it('when Stripe cannot give the card details, then the success is still reported, without last 4', async () => {
    const payload = sessionEvent('checkout.session.completed', {
      payment_intent: 'pi_test_unknown',
    });
    const outcome = await stripe.parseWebhook(Buffer.from(payload), signed(payload));
    expect(outcome).toMatchObject({ status: 'succeeded', providerReference: 'pi_test_unknown' });
    expect(outcome).not.toHaveProperty('last4');
  });

  it('when the session expires or its async payment fails, then the payment failed', async () => {
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const payload = sessionEvent(type, { payment_status: 'unpaid', payment_intent: null });
      await expect(
        stripe.parseWebhook(Buffer.from(payload), signed(payload)),
      ).resolves.toMatchObject({
        status: 'failed',
        paymentId: 'pay_stripe_1',
        providerReference: 'cs_test_pay_stripe_1',
      });
    }
  });

  it('when a session completes unpaid (an async method), then nothing is decided until its async event', async () => {
    const payload = sessionEvent('checkout.session.completed', { payment_status: 'unpaid' });
    await expect(stripe.parseWebhook(Buffer.from(payload), signed(payload))).resolves.toBeNull();
    const later = sessionEvent('checkout.session.async_payment_succeeded', {});
    await expect(stripe.parseWebhook(Buffer.from(later), signed(later))).resolves.toMatchObject({
      status: 'succeeded',
    });
  });

  it('when an event type we do not act on arrives, then it is ignored', async () => {
    const payload = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: { id: 'cus_1' } },
    });
    await expect(stripe.parseWebhook(Buffer.from(payload), signed(payload))).resolves.toBeNull();
  });

  it('when the signature is missing, made with another secret or the body altered, then WebhookSignatureError', async () => {
    const payload = sessionEvent('checkout.session.completed', {});
    await expect(stripe.parseWebhook(Buffer.from(payload), {})).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(
      stripe.parseWebhook(Buffer.from(payload), signed(payload, 'whsec_other')),
    ).rejects.toThrow(WebhookSignatureError);
    const altered = payload.replace('2550', '255000');
    await expect(stripe.parseWebhook(Buffer.from(altered), signed(payload))).rejects.toThrow(
      WebhookSignatureError,
    );
  });

  it('when a gift is refunded, then Stripe is asked to refund that payment intent for the amount', async () => {
    const refund = await stripe.refund({
      providerReference: 'pi_test_1',
      amountCents: 1000,
      reason: 'Campaign cancelled',
    });

    expect(refund).toEqual({ refundReference: 're_test_1', status: 'pending' });
    const request = fake.received.at(-1)!;
    expect(request.path).toBe('/v1/refunds');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      payment_intent: 'pi_test_1',
      amount: '1000',
      reason: 'requested_by_customer',
      'metadata[reason]': 'Campaign cancelled',
    });
  });

  it('when the answer to our refund was lost, then the retry finds it among the payment intent’s refunds by the reason we gave, never a dashboard refund of the same amount, one booked already or one that failed', async () => {
    const lookup = {
      providerReference: 'pi_test_1',
      amountCents: 1000,
      booked: [],
      byProvider: [],
    };
    fake.book.refund({ paymentIntent: 'pi_test_1', amountCents: 1000, status: 'succeeded' });

    await expect(stripe.findRefund!(lookup)).resolves.toEqual({
      refundReference: 're_test_1',
      status: 'pending',
    });
    const request = fake.received.at(-1)!;
    expect(request.method).toBe('GET');
    expect(new URL(request.path, fake.url).searchParams.get('payment_intent')).toBe('pi_test_1');
    await expect(stripe.findRefund!({ ...lookup, booked: ['re_test_1'] })).resolves.toBeNull();
    await expect(stripe.findRefund!({ ...lookup, amountCents: 500 })).resolves.toBeNull();
    fake.book.setRefundStatus('re_test_1', 'failed');
    await expect(stripe.findRefund!(lookup)).resolves.toBeNull();
  });
});

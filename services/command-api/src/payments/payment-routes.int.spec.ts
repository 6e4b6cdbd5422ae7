import Stripe from 'stripe';
import { createHmac } from 'node:crypto';
import { later, startedForTests } from '@harambee/test-support';
import {
  commandApiForTests,
  type CommandApiUnderTest,
  createApprovedCampaign,
  createVerifiedCampaign,
} from '../testing/command-api-under-test';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { sandboxWebhookSecret } from './choose-payment-provider';
import {
  latePaymentRefundProcessManager,
  MISMATCH_REFUND_REASON,
  mismatchRefundProcessManager,
} from './late-payment-refunds';
import type { PaymentOutcome } from './payment-provider';
import { signSandboxWebhook } from './providers/sandbox-provider';
import { startPaystackFake } from './testing/paystack-fake';
import { startStripeFake } from './testing/stripe-fake';
import { gift } from './testing/donor';

const mobile = {
  method: 'mobileMoney',
  country: 'KE',
  mobileProvider: 'mpesa',
  phone: '0712 345 678',
};

const openCampaign = async (api: CommandApiUnderTest) => {
  const { campaignId } = await createApprovedCampaign(api);
  return campaignId;
};

const donationsFor = async (api: CommandApiUnderTest, paymentId: string) =>
  (await api.eventsOfType('DonationRecorded')).filter(
    (event) => event.data.paymentId === paymentId,
  );

describe('hosted checkout with the sandbox provider', () => {
  const api = commandApiForTests();
  let campaignId: string;
  beforeAll(async () => {
    campaignId = await openCampaign(api);
  });

  const checkout = async (fields: Record<string, unknown> = {}) => {
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: { ...gift, campaignId, method: 'card', ...fields },
    });
    expect(started.status).toBe(201);
    return started.body.data as { paymentId: string; status: string; redirectUrl: string };
  };
  const outcome = (paymentId: string, fields: Partial<PaymentOutcome> = {}): PaymentOutcome => ({
    provider: 'sandbox',
    providerReference: `sbx_${paymentId}`,
    paymentId,
    status: 'succeeded',
    amountCents: 2500,
    currency: 'usd',
    method: 'card',
    last4: '4242',
    occurredAt: new Date().toISOString(),
    ...fields,
  });
  const deliver = (webhook: PaymentOutcome, secret = sandboxWebhookSecret(api.deps.config)) => {
    const { body, headers } = signSandboxWebhook(webhook, secret);
    return api.call('/v1/payments/webhooks/sandbox', { method: 'POST', body, headers });
  };
  const choose = (paymentId: string, choice: string) =>
    fetch(`${api.origin}/sandbox/checkout/${paymentId}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: choice }),
    });

  it('when a donor checks out and approves on the sandbox page, then the donation is recorded once and the payment reads succeeded', async () => {
    const started = await checkout(mobile);
    expect(started).toMatchObject({
      status: 'pending',
      redirectUrl: `/sandbox/checkout/${started.paymentId}`,
    });
    expect(
      (await api.eventsOfType('CheckoutStarted')).find(
        (e) => e.data.paymentId === started.paymentId,
      ),
    ).toMatchObject({
      stream_id: `payment-${started.paymentId}`,
      data: {
        campaignId,
        amountCents: 2500,
        method: 'mobileMoney',
        provider: 'sandbox',
        donorName: 'Wanjiru Kamau',
        email: 'wanjiru@example.org',
      },
    });
    expect(await api.call(`/v1/payments/${started.paymentId}`)).toMatchObject({
      status: 200,
      body: { data: { status: 'pending' } },
    });

    const page = await fetch(`${api.origin}${started.redirectUrl}`);
    const html = await page.text();
    expect(html).toContain('Test mode: no real money moves');
    expect(html).not.toContain('<script');
    expect(html).toContain('name="outcome" value="timeout"');

    const approved = await choose(started.paymentId, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(
      `/donation/${campaignId}/thank-you?paymentId=${started.paymentId}`,
    );
    const [donation, ...more] = await donationsFor(api, started.paymentId);
    expect(more).toHaveLength(0);
    expect(donation).toMatchObject({
      stream_id: `donation-${started.paymentId}`,
      data: {
        campaignId,
        amountCents: 2500,
        paymentMethod: 'mobileMoney',
        donorName: 'Wanjiru Kamau',
      },
    });
    expect(await api.call(`/v1/payments/${started.paymentId}`)).toMatchObject({
      status: 200,
      body: { data: { status: 'succeeded', donation: { amount: 25, campaign: campaignId } } },
    });
  });

  it('when a mobile-money prompt times out, then the payment reads failed and nothing is given', async () => {
    const { paymentId } = await checkout(mobile);
    expect((await choose(paymentId, 'timeout')).status).toBe(303);
    expect(await api.call(`/v1/payments/${paymentId}`)).toMatchObject({
      body: { data: { status: 'failed' } },
    });
    expect(await donationsFor(api, paymentId)).toHaveLength(0);
  });

  it('when the same webhook is delivered twice, even at once, then one donation is recorded', async () => {
    const { paymentId } = await checkout();
    const answers = await Promise.all([
      deliver(outcome(paymentId)),
      deliver(outcome(paymentId)),
      deliver(outcome(paymentId)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await donationsFor(api, paymentId)).toHaveLength(1);
    const settled = (await api.eventsOfType('PaymentSucceeded')).filter(
      (e) => e.data.paymentId === paymentId,
    );
    expect(settled).toHaveLength(1);
    expect(settled[0]!.data).toEqual(
      expect.objectContaining({
        providerReference: `sbx_${paymentId}`,
        method: 'card',
        last4: '4242',
      }),
    );
  });

  it('when a failure arrives after the success, then the gift stands, counted once', async () => {
    const { paymentId } = await checkout();
    await deliver(outcome(paymentId));
    const before = await api.eventCount();
    expect((await deliver(outcome(paymentId, { status: 'failed' }))).status).toBe(200);
    expect(await api.eventCount()).toBe(before);
    expect(await donationsFor(api, paymentId)).toHaveLength(1);
    expect(await api.call(`/v1/payments/${paymentId}`)).toMatchObject({
      body: { data: { status: 'succeeded' } },
    });
  });

  it('when a success arrives after a failure, then the money that moved is recorded', async () => {
    const { paymentId } = await checkout();
    await deliver(outcome(paymentId, { status: 'failed' }));
    await deliver(outcome(paymentId));
    expect(await donationsFor(api, paymentId)).toHaveLength(1);
  });

  it('when a webhook is not signed with our secret, then it is refused with 400 and nothing is written', async () => {
    const { paymentId } = await checkout();
    const before = await api.eventCount();
    const forged = await deliver(outcome(paymentId), 'not-our-secret');
    expect(forged).toMatchObject({ status: 400, body: { message: 'Invalid webhook signature' } });
    const unsigned = await api.call('/v1/payments/webhooks/sandbox', {
      method: 'POST',
      json: outcome(paymentId),
    });
    expect(unsigned.status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('when the webhook is for another amount, then it is refused, alerted once however often it comes, no gift is recorded and what it took is refunded', async () => {
    const { paymentId } = await checkout();
    const from = await endOfLog(api.deps);
    const refused = await deliver(outcome(paymentId, { amountCents: 100 }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/does not match checkout/);
    expect(await donationsFor(api, paymentId)).toHaveLength(0);
    expect(
      (await api.eventsOfType('PaymentMismatchDetected')).find(
        (e) => e.data.paymentId === paymentId,
      )?.data,
    ).toMatchObject({
      expected: { campaignId, amountCents: 2500 },
      received: { amountCents: 100 },
    });
    expect(await api.call(`/v1/payments/${paymentId}`)).toMatchObject({
      body: { data: { status: 'pending' } },
    });
    const retried = await deliver(outcome(paymentId, { amountCents: 100 }));
    expect(retried.status).toBe(409);
    expect(
      (await api.eventsOfType('PaymentMismatchDetected')).filter(
        (e) => e.data.paymentId === paymentId,
      ),
    ).toHaveLength(1);

    // The provider says the money moved: it is given back, exactly what was taken, once.
    await reactToLog(api.deps, from, [
      mismatchRefundProcessManager,
      latePaymentRefundProcessManager,
    ]);
    await reactToLog(api.deps, from, [
      mismatchRefundProcessManager,
      latePaymentRefundProcessManager,
    ]);
    const ofPayment = async (type: string) =>
      (await api.eventsOfType(type)).filter((e) => e.data.paymentId === paymentId);
    expect((await ofPayment('PaymentRefundRequested')).map((e) => e.data)).toEqual([
      expect.objectContaining({
        amountCents: 100,
        charged: { currency: 'USD', amountMinor: 100 },
        reason: MISMATCH_REFUND_REASON,
      }),
    ]);
    expect(await ofPayment('PaymentRefunded')).toHaveLength(1);
  });

  it('when a webhook names an unknown payment or another provider, then it is 404 and nothing is written', async () => {
    const before = await api.eventCount();
    expect((await deliver(outcome('chk_00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect(
      (await api.call('/v1/payments/webhooks/stripe', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
    expect(
      (await api.call('/v1/payments/webhooks/paypal', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
    expect((await api.call('/v1/payments/chk_00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect(await api.eventCount()).toBe(before);
  });

  it('when the checkout is bad input, then it is 400 with a clear message and nothing is written', async () => {
    const before = await api.eventCount();
    const post = (fields: Record<string, unknown>) =>
      api.call('/v1/payments/checkout', {
        method: 'POST',
        json: { ...gift, campaignId, method: 'card', ...fields },
      });
    expect(await post({ method: 'paypal' })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/card or mobile money/) },
    });
    expect((await post({ amount: 0 })).status).toBe(400);
    expect((await post({ amount: 1_000_000_000 })).status).toBe(400);
    expect(await post({ ...mobile, phone: '12' })).toMatchObject({ status: 400 });
    expect((await post({ ...mobile, country: 'GH' })).status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('when the campaign is not open, then checkout is refused as donations are', async () => {
    const { campaignId: pending } = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    const refused = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: { ...gift, campaignId: pending, method: 'card' },
    });
    expect(refused.status).toBe(409);
    expect(await api.eventCount()).toBe(before);
  });
});

describe('a server with no payment provider', () => {
  const api = commandApiForTests({ env: { PAYMENT_PROVIDER: 'none' } });

  it('when money is offered any way, then it answers 503 Payments are not configured and writes nothing', async () => {
    const before = await api.eventCount();
    const campaignId = '6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b';
    for (const [route, json] of [
      ['/v1/payments/checkout', { ...gift, campaignId, method: 'card' }],
      [
        '/v1/payments/card',
        {
          cardNumber: '4242424242424242',
          expiry: '12/30',
          cvv: '123',
          cardholderName: 'Ada',
          amount: 25,
          campaignId,
        },
      ],
      ['/v1/donations', { ...gift, campaignId, paymentId: 'pay_1' }],
    ] as const) {
      expect(await api.call(route, { method: 'POST', json })).toMatchObject({
        status: 503,
        body: { message: 'Payments are not configured' },
      });
    }
    expect(
      (await api.call('/v1/payments/webhooks/sandbox', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
    expect(
      (await fetch(`${api.origin}/sandbox/checkout/chk_00000000-0000-4000-8000-000000000000`))
        .status,
    ).toBe(404);
    expect(await api.eventCount()).toBe(before);
  });
});

describe('hosted checkout with Stripe (a local fake of its API)', () => {
  const webhookSecret = 'whsec_test_harambee';
  const signer = new Stripe('sk_test_signer');
  const fake = later(startedForTests(() => startStripeFake()));
  const api = commandApiForTests(() => ({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_harambee',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: fake.url,
    },
  }));
  let campaignId: string;
  beforeAll(async () => {
    campaignId = await openCampaign(api);
  });

  const completed = (paymentId: string) =>
    JSON.stringify({
      id: `evt_${paymentId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_test_${paymentId}`,
          object: 'checkout.session',
          client_reference_id: paymentId,
          metadata: { paymentId, campaignId, method: 'card' },
          amount_total: 2500,
          currency: 'usd',
          payment_status: 'paid',
          payment_intent: null,
        },
      },
    });

  it('when the donor pays on Stripe Checkout, then the signed webhook records the donation once', async () => {
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: { ...gift, campaignId, method: 'card' },
    });
    expect(started.status).toBe(201);
    const { paymentId, redirectUrl } = started.body.data;
    expect(redirectUrl).toBe(`https://checkout.stripe.com/c/pay/cs_test_${paymentId}`);
    const payload = completed(paymentId);
    const deliver = () =>
      api.call('/v1/payments/webhooks/stripe', {
        method: 'POST',
        body: payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: webhookSecret,
          }),
        },
      });
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    expect(await donationsFor(api, paymentId)).toHaveLength(1);
    expect(
      (await api.eventsOfType('PaymentSucceeded')).find((e) => e.data.paymentId === paymentId)
        ?.data,
    ).toMatchObject({
      provider: 'stripe',
      providerReference: `cs_test_${paymentId}`,
      method: 'card',
    });
  });

  it('when the sandbox card form or the sandbox page is tried on a Stripe server, then it is not there', async () => {
    const card = {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'Ada',
      amount: 25,
      campaignId,
    };
    expect((await api.call('/v1/payments/card', { method: 'POST', json: card })).status).toBe(404);
    expect(
      (await api.call('/v1/payments/webhooks/sandbox', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
  });
});

describe('mobile money with Paystack (a local fake of its API)', () => {
  const secretKey = 'sk_test_paystack';
  const fake = later(startedForTests(() => startPaystackFake()));
  const api = commandApiForTests(() => ({
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_API_URL: fake.url,
    },
  }));
  let campaignId: string;
  beforeAll(async () => {
    campaignId = await openCampaign(api);
  });

  // $25 at the demo rates' 129.20 shillings to the dollar.
  const webhook = (event: string, reference: string, amount = 323000, currency = 'KES') =>
    JSON.stringify({
      event,
      data: {
        reference,
        amount,
        currency,
        channel: 'mobile_money',
        paid_at: new Date().toISOString(),
        authorization: { last4: null },
      },
    });
  const deliver = (body: string, key = secretKey) =>
    api.call('/v1/payments/webhooks/paystack', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': createHmac('sha512', key).update(body).digest('hex'),
      },
    });

  it("when a donor approves the M-PESA prompt, then Paystack's signed webhook records the gift once, even retried after a late failure", async () => {
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: { ...gift, campaignId, ...mobile },
    });
    expect(started.status).toBe(201);
    const { paymentId, redirectUrl } = started.body.data;
    expect(redirectUrl).toBeUndefined();
    expect(
      JSON.parse(fake.received.find((request) => request.path === '/charge')!.body),
    ).toMatchObject({
      reference: paymentId,
      amount: 323000,
      currency: 'KES',
      mobile_money: { phone: '+254712345678', provider: 'mpesa' },
    });
    expect(started.body.data).toMatchObject({
      charge: { amount: 3230, amountMinor: 323000, currency: 'KES' },
      credited: { amount: 25, amountMinor: 2500, currency: 'USD' },
      rate: { value: '129.20', asOf: '2026-11-01T00:00:00.000Z', source: 'demo rates' },
    });

    expect((await deliver(webhook('charge.success', paymentId))).status).toBe(200);
    expect((await deliver(webhook('charge.failed', paymentId))).status).toBe(200);
    expect((await deliver(webhook('charge.success', paymentId))).status).toBe(200);
    expect(await donationsFor(api, paymentId)).toHaveLength(1);
    expect(await api.call(`/v1/payments/${paymentId}`)).toMatchObject({
      body: { data: { status: 'succeeded', donation: { amount: 25 } } },
    });
  });

  it('when a webhook is signed with another key or claims another amount or currency, then nothing is recorded', async () => {
    const { paymentId } = (
      await api.call('/v1/payments/checkout', {
        method: 'POST',
        json: { ...gift, campaignId, ...mobile },
      })
    ).body.data;
    const count = await api.eventCount();
    expect(await deliver(webhook('charge.success', paymentId), 'sk_test_forged')).toMatchObject({
      status: 400,
      body: { message: 'Invalid webhook signature' },
    });
    expect(await api.eventCount()).toBe(count);
    expect((await deliver(webhook('charge.success', paymentId, 100))).status).toBe(409);
    expect((await deliver(webhook('charge.success', paymentId, 2500, 'USD'))).status).toBe(409);
    expect(await donationsFor(api, paymentId)).toHaveLength(0);
  });
});

import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentProvider,
} from '../payment-provider';
import {
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
  type FlutterwaveFake,
  startFlutterwaveFake,
} from '../testing/flutterwave-fake';
import { later, startedForTests } from '@harambee/test-support';
import { commandApiForTests, createApprovedCampaign } from '../../testing/command-api-under-test';
import { checkout } from '../testing/local-money';
import { createFlutterwaveProvider } from './flutterwave-provider';

const campaignId = '6f1d2c3b-4a5e-4f60-9a7b-8c9d0e1f2a3b';
let serial = 0;
const request = (overrides: Partial<CheckoutRequest>): CheckoutRequest => ({
  paymentId: `pay_flw_${++serial}`,
  campaignId,
  amountCents: 5000,
  currency: 'xof',
  method: 'mobileMoney',
  phone: '+2250712345678',
  mobileProvider: 'orange',
  email: 'awa@example.org',
  returnUrl: `http://localhost:3000/donation/${campaignId}/thank-you`,
  cancelUrl: `http://localhost:3000/donation/${campaignId}`,
  ...overrides,
});

describe('flutterwave provider against a local fake of its v3 API', () => {
  let fake: FlutterwaveFake;
  let flutterwave: PaymentProvider;
  const last = () => fake.received.at(-1)!;
  const lastBody = () => JSON.parse(last().body) as Record<string, unknown>;
  /** The webhook Flutterwave would send when the charge ends, as our endpoint receives it. */
  const webhook = (...args: Parameters<FlutterwaveFake['completion']>) => {
    const { body, headers } = fake.completion(...args);
    return [Buffer.from(body), headers] as const;
  };

  beforeAll(async () => {
    fake = await startFlutterwaveFake();
    flutterwave = createFlutterwaveProvider({
      secretKey: FLUTTERWAVE_SECRET_KEY,
      secretHash: FLUTTERWAVE_SECRET_HASH,
      apiUrl: fake.url,
    });
  });
  afterAll(() => fake.stop());

  it('when an Ivorian gives XOF 5 000 by Orange Money, then the francophone charge asks for 5000 francs, not 50 or 500 000', async () => {
    const started = await flutterwave.startCheckout(request({ paymentId: 'pay_flw_ci' }));
    expect(started).toEqual({ providerReference: 'pay_flw_ci', status: 'pending' });
    expect(last()).toMatchObject({ method: 'POST', path: '/v3/charges?type=mobile_money_franco' });
    expect(last().headers.authorization).toBe(`Bearer ${FLUTTERWAVE_SECRET_KEY}`);
    expect(lastBody()).toMatchObject({
      tx_ref: 'pay_flw_ci',
      amount: 5000,
      currency: 'XOF',
      country: 'CI',
      network: 'ORANGE',
      phone_number: '2250712345678',
      email: 'awa@example.org',
    });
  });

  it.each([
    [
      { currency: 'kes', amountCents: 150_050, phone: '+254712345678', mobileProvider: 'mpesa' },
      'mpesa',
      1500.5,
    ],
    [
      {
        currency: 'tzs',
        amountCents: 2_610_000,
        phone: '+255754123456',
        mobileProvider: 'vodacom',
      },
      'mobile_money_tanzania',
      26_100,
    ],
    [
      { currency: 'ugx', amountCents: 20_000, phone: '+256772123456', mobileProvider: 'mtn' },
      'mobile_money_uganda',
      20_000,
    ],
    [
      { currency: 'ghs', amountCents: 5_000, phone: '+233241234567', mobileProvider: 'mtn' },
      'mobile_money_ghana',
      50,
    ],
  ])(
    'when mobile money is given as %o, then its region’s charge (%s) asks for %d in major units',
    async (given, type, amount) => {
      await flutterwave.startCheckout(request(given));
      expect(last().path).toBe(`/v3/charges?type=${type}`);
      expect(lastBody().amount).toBe(amount);
    },
  );

  it('when a card gift starts, then the donor is sent to Flutterwave’s hosted page for the amount in major units', async () => {
    const started = await flutterwave.startCheckout(
      request({ paymentId: 'pay_flw_card', method: 'card', currency: 'usd', amountCents: 2550 }),
    );
    expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.flutterwave\.com\//);
    expect(last().path).toBe('/v3/payments');
    expect(lastBody()).toMatchObject({ tx_ref: 'pay_flw_card', amount: 25.5, currency: 'USD' });
  });

  it('when a webhook comes with a wrong verif-hash or none, then it is refused before anything is read', async () => {
    await flutterwave.startCheckout(request({ paymentId: 'pay_flw_forged' }));
    const [forged, headers] = webhook('pay_flw_forged', 'successful', {}, 'not-the-hash');
    const before = fake.received.length;
    await expect(flutterwave.parseWebhook(forged, headers)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(flutterwave.parseNotices(forged, {})).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    expect(fake.received.length).toBe(before);
  });

  it('when the donor approves, then the charge is verified with Flutterwave and its own amount and fee are what is booked', async () => {
    await flutterwave.startCheckout(request({ paymentId: 'pay_flw_paid' }));
    const id = fake.chargeOf('pay_flw_paid').id;
    await expect(
      flutterwave.parseWebhook(...webhook('pay_flw_paid', 'successful')),
    ).resolves.toMatchObject({
      provider: 'flutterwave',
      providerReference: String(id),
      paymentId: 'pay_flw_paid',
      status: 'succeeded',
      amountCents: 5000,
      currency: 'xof',
      method: 'mobileMoney',
      providerFee: { currency: 'XOF', amountMinor: 145 },
    });
    expect(last()).toMatchObject({ method: 'GET', path: `/v3/transactions/${id}/verify` });
  });

  it('when a webhook says more, or another currency, than the charge Flutterwave verifies, then only the verified charge is reported', async () => {
    await flutterwave.startCheckout(request({ paymentId: 'pay_flw_small', amountCents: 50 }));
    const inflated = webhook('pay_flw_small', 'successful', { amount: 5000, currency: 'XAF' });
    await expect(flutterwave.parseWebhook(...inflated)).resolves.toMatchObject({
      amountCents: 50,
      currency: 'xof',
    });
  });

  it('when a webhook names a charge Flutterwave does not know, or another gift’s, then nothing is reported', async () => {
    await flutterwave.startCheckout(request({ paymentId: 'pay_flw_other' }));
    const unknown = webhook('pay_flw_other', 'successful', { id: 1 });
    await expect(flutterwave.parseWebhook(...unknown)).resolves.toBeNull();
    const swapped = webhook('pay_flw_other', 'successful', { tx_ref: 'pay_flw_ci' });
    await expect(flutterwave.parseWebhook(...swapped)).resolves.toBeNull();
  });

  it('when a gift is refunded, then Flutterwave is asked for the amount in major units', async () => {
    const id = fake.chargeOf('pay_flw_paid').id;
    await expect(
      flutterwave.refund({
        providerReference: String(id),
        amountCents: 5000,
        currency: 'xof',
        reason: 'asked',
      }),
    ).resolves.toMatchObject({ status: 'succeeded' });
    expect(last().path).toBe(`/v3/transactions/${id}/refund`);
    expect(lastBody()).toEqual({ amount: 5000 });
  });

  it('when the answer to a refund was lost, then the retry finds it in Flutterwave’s refunds of that charge, unless it is booked already', async () => {
    const id = String(fake.chargeOf('pay_flw_paid').id);
    const lookup = { providerReference: id, amountCents: 5000, currency: 'xof' };
    const found = await flutterwave.findRefund!({ ...lookup, booked: [], byProvider: [] });
    expect(found).toEqual({ refundReference: expect.any(String), status: 'succeeded' });
    expect(last().path).toBe(`/v3/refunds?id=${id}`);
    await expect(
      flutterwave.findRefund!({ ...lookup, booked: [found!.refundReference], byProvider: [] }),
    ).resolves.toBeNull();
    await expect(
      flutterwave.findRefund!({ ...lookup, amountCents: 2500, booked: [], byProvider: [] }),
    ).resolves.toBeNull();
  });
});

describe('a gift in CFA francs through Flutterwave, at the webhook endpoint', () => {
  const fake = later(startedForTests(() => startFlutterwaveFake()));
  const api = commandApiForTests(() => ({
    env: {
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH,
      FLUTTERWAVE_API_URL: fake.url,
    },
  }));
  let campaignId: string;
  beforeAll(async () => {
    fake.sendWebhooksTo(`${api.base}/v1/payments/webhooks/flutterwave`);
    ({ campaignId } = await createApprovedCampaign(api));
  });

  let phones = 0;
  /** Each from its own phone: a number may be sent only a few prompts an hour. */
  const orangeMoney = async () => {
    const started = await checkout(api, campaignId, {
      amount: 5000,
      currency: 'XOF',
      method: 'mobileMoney',
      country: 'CI',
      mobileProvider: 'orange',
      phone: `07 12 34 56 7${phones++}`,
    });
    expect(started.status).toBe(201);
    return String(started.body.data.paymentId);
  };

  it('when the webhook’s verif-hash is wrong, then it is refused 400 and nothing is written', async () => {
    const paymentId = await orangeMoney();
    const before = await api.eventCount();
    expect((await fake.pay(paymentId, {}, 'forged')).status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  it('when the donor approves XOF 5 000 by Orange Money, then the gift is XOF 5 000 and Flutterwave’s fee XOF 145', async () => {
    const paymentId = await orangeMoney();
    expect(fake.chargeOf(paymentId)).toMatchObject({ amount: 5000, currency: 'XOF' });
    expect((await fake.pay(paymentId)).status).toBe(200);
    const [paid] = (await api.eventsOfType('PaymentSucceeded')).filter(
      (event) => event.data.paymentId === paymentId,
    );
    expect(paid?.data.charged).toEqual({ currency: 'XOF', amountMinor: 5000 });
    expect(paid?.data.providerFee).toEqual({ currency: 'XOF', amountMinor: 145 });
  });

  it('when the webhook says XOF 5 000 but Flutterwave’s charge is XOF 50, or in XAF, then it is a mismatch, never a gift', async () => {
    for (const charged of [{ amount: 50 }, { currency: 'XAF' }]) {
      const paymentId = await orangeMoney();
      Object.assign(fake.chargeOf(paymentId), charged);
      await fake.pay(paymentId, { amount: 5000, currency: 'XOF' });
      const gifts = await api.eventsOfType('PaymentSucceeded');
      expect(gifts.filter((event) => event.data.paymentId === paymentId)).toEqual([]);
      const mismatches = await api.eventsOfType('PaymentMismatchDetected');
      expect(mismatches.some((event) => event.data.paymentId === paymentId)).toBe(true);
    }
  });
});

import { accounts, balanceOf, conservation, ledgerEventTypes, postingsOf } from '@harambee/ledger';
import type { SqlDatabase } from '@harambee/database';
import { openTestDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { LANGUAGES } from '@harambee/messages';
import { openCampaign } from '../money-out/testing/paystack-money';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { BTCPAY_KEYS, btcpaySettings, startBtcpayFake } from './testing/btcpay-fake';
import { donor } from './testing/local-money';

const keys = BTCPAY_KEYS;
let btcpay: Awaited<ReturnType<typeof startBtcpayFake>>;
let api: CommandApiUnderTest;
let db: SqlDatabase;
/** A PostgreSQL server's fresh database where TEST_DATABASE_URL names one (dropped after), else PGlite. */
const freshDatabase = () => openTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

beforeAll(async () => {
  btcpay = await startBtcpayFake(keys);
  db = await freshDatabase();
  api = await startCommandApiUnderTest({
    db,
    env: btcpaySettings(btcpay.url),
  });
});
afterAll(async () => {
  await api.stop();
  await db.close();
  await btcpay.stop();
});

const giveInCrypto = (campaignId: string, fields: object = {}) =>
  api.call('/v1/payments/checkout', {
    method: 'POST',
    json: { ...donor, campaignId, method: 'crypto', amount: '25.50', currency: 'USD', ...fields },
  });

/** BTCPay's webhook as it sends it: the exact signed bytes, to our webhook path. */
const deliver = (webhook: { body: Buffer; headers: Record<string, string> }) =>
  api.call('/v1/payments/webhooks/btcpay', {
    method: 'POST',
    body: new Uint8Array(webhook.body),
    headers: { 'content-type': 'application/json', ...webhook.headers },
  });

const ofPayment = async (type: string, paymentId: string) =>
  (await api.eventsOfType(type)).filter((event) => event.data.paymentId === paymentId);

/** A crypto gift started: its payment id and the invoice BTCPay made for it. */
const started = async (campaignId: string, fields: object = {}) => {
  const answer = await giveInCrypto(campaignId, fields);
  expect(answer.status).toBe(201);
  const { paymentId, redirectUrl } = answer.body.data as { paymentId: string; redirectUrl: string };
  const invoice = [...btcpay.invoices.values()].find(
    (made) => made.metadata.orderId === paymentId,
  )!;
  expect(redirectUrl).toBe(invoice.checkoutLink);
  return { paymentId, invoice };
};

describe('crypto gifts through BTCPay Server', () => {
  it('when a donor gives in crypto, then one Greenfield invoice is made for that gift, in major units, and the donor is sent to its checkout page', async () => {
    const { campaignId } = await openCampaign(api);
    const before = btcpay.invoices.size;
    const first = await started(campaignId);
    const second = await started(campaignId, { amount: 40 });

    expect(btcpay.invoices.size).toBe(before + 2);
    expect(first.invoice.id).not.toBe(second.invoice.id);
    const created = btcpay.received
      .filter((request) => request.method === 'POST')
      .slice(-2)
      .map((request) => ({
        path: request.path,
        authorization: request.headers.authorization,
        body: JSON.parse(request.body),
      }));
    expect(created).toEqual([
      {
        path: `/api/v1/stores/${keys.storeId}/invoices`,
        authorization: `token ${keys.apiKey}`,
        body: {
          amount: '25.50',
          currency: 'USD',
          metadata: { orderId: first.paymentId },
          checkout: {
            redirectURL: `http://harambee.test/donation/${campaignId}/thank-you?paymentId=${first.paymentId}`,
          },
        },
      },
      expect.objectContaining({
        body: expect.objectContaining({ amount: '40.00', currency: 'USD' }),
      }),
    ]);
    const [checkout] = await ofPayment('CheckoutStarted', first.paymentId);
    expect(checkout!.data).toMatchObject({
      provider: 'btcpay',
      method: 'crypto',
      providerReference: first.invoice.id,
      amountCents: 2550,
      charged: { currency: 'USD', amountMinor: 2550 },
    });
    expect((await api.call(`/v1/payments/${first.paymentId}`)).body.data.status).toBe('pending');
  });

  it('when BTCPay says an invoice settled, then the gift is recorded once, a redelivery changes nothing, and the books balance', async () => {
    const { campaignId } = await openCampaign(api);
    const { paymentId, invoice } = await started(campaignId);
    const settled = btcpay.webhook(invoice.id, 'InvoiceSettled');

    expect(await deliver(settled)).toMatchObject({ status: 200 });
    const [succeeded, ...again] = await ofPayment('PaymentSucceeded', paymentId);
    expect(again).toHaveLength(0);
    expect(succeeded!.data).toMatchObject({
      provider: 'btcpay',
      providerReference: invoice.id,
      method: 'crypto',
      amountCents: 2550,
    });
    const [gift] = await ofPayment('DonationRecorded', paymentId);
    expect(gift!.data).toMatchObject({ campaignId, amountCents: 2550, paymentMethod: 'bitcoin' });

    const count = await api.eventCount();
    expect(await deliver(settled)).toMatchObject({ status: 200 });
    expect(await deliver(btcpay.webhook(invoice.id, 'InvoiceSettled'))).toMatchObject({
      status: 200,
    });
    expect(await api.eventCount()).toBe(count);
    expect(await ofPayment('DonationRecorded', paymentId)).toHaveLength(1);
    expect((await api.call(`/v1/payments/${paymentId}`)).body.data).toMatchObject({
      status: 'succeeded',
      donation: { amount: 25.5 },
    });

    const books = postingsOf(await api.deps.store.readByType(ledgerEventTypes, { campaignId }));
    expect(conservation(books).violations).toEqual([]);
    expect(balanceOf(books, accounts.escrow(campaignId))).toBe(2550);
    expect(balanceOf(books, accounts.donors('btcpay'))).toBe(-2550);
    expect(balanceOf(books, accounts.unallocatedPayments)).toBe(0);
  });

  it('when a donor gives in shillings, then the invoice asks for those shillings and the gift counts their dollars, the books balanced in each currency', async () => {
    const { campaignId } = await openCampaign(api);
    const { paymentId, invoice } = await started(campaignId, { amount: 3234, currency: 'KES' });
    expect(invoice).toMatchObject({ amount: '3234.00', currency: 'KES' });
    const [checkout] = await ofPayment('CheckoutStarted', paymentId);
    expect(checkout!.data.charged).toEqual({ currency: 'KES', amountMinor: 323400 });
    const credited = checkout!.data.amountCents as number;

    expect(await deliver(btcpay.webhook(invoice.id, 'InvoiceSettled'))).toMatchObject({
      status: 200,
    });
    const [gift] = await ofPayment('DonationRecorded', paymentId);
    expect(gift!.data).toMatchObject({
      amountCents: credited,
      charged: { currency: 'KES', amountMinor: 323400 },
    });
    const books = postingsOf(await api.deps.store.readByType(ledgerEventTypes, { campaignId }));
    expect(conservation(books).violations).toEqual([]);
    expect(balanceOf(books, accounts.escrow(campaignId))).toBe(credited);
  });

  it('when a webhook is not signed by our BTCPay secret, then it is refused and nothing is written', async () => {
    const { campaignId } = await openCampaign(api);
    const { paymentId, invoice } = await started(campaignId);
    const count = await api.eventCount();

    const forged = btcpay.webhook(invoice.id, 'InvoiceSettled', { secret: 'not-our-secret' });
    expect((await deliver(forged)).status).toBe(400);
    const unsigned = btcpay.webhook(invoice.id, 'InvoiceSettled');
    expect((await deliver({ body: unsigned.body, headers: {} })).status).toBe(400);

    expect(await api.eventCount()).toBe(count);
    expect(await ofPayment('DonationRecorded', paymentId)).toHaveLength(0);
  });

  it('when a signed webhook says settled but the invoice read back from BTCPay is not, then no gift is recorded', async () => {
    const { campaignId } = await openCampaign(api);
    const { paymentId, invoice } = await started(campaignId);
    const count = await api.eventCount();
    const premature = btcpay.webhook(invoice.id, 'InvoiceSettled');
    btcpay.invoices.get(invoice.id)!.status = 'New';

    expect(await deliver(premature)).toMatchObject({ status: 200 });
    expect(await api.eventCount()).toBe(count);
    expect(await ofPayment('DonationRecorded', paymentId)).toHaveLength(0);
  });

  it.each(['InvoiceExpired', 'InvoiceInvalid'] as const)(
    'when BTCPay says %s, then the payment failed, no gift is recorded and no money is booked',
    async (type) => {
      const { campaignId } = await openCampaign(api);
      const { paymentId, invoice } = await started(campaignId);

      expect(await deliver(btcpay.webhook(invoice.id, type))).toMatchObject({ status: 200 });
      const [failed] = await ofPayment('PaymentFailed', paymentId);
      expect(failed!.data).toMatchObject({ provider: 'btcpay', providerReference: invoice.id });
      expect(await ofPayment('PaymentSucceeded', paymentId)).toHaveLength(0);
      expect(await ofPayment('DonationRecorded', paymentId)).toHaveLength(0);
      expect((await api.call(`/v1/payments/${paymentId}`)).body.data.status).toBe('failed');

      const books = postingsOf(await api.deps.store.readByType(ledgerEventTypes, { campaignId }));
      expect(conservation(books).violations).toEqual([]);
      expect(balanceOf(books, accounts.escrow(campaignId))).toBe(0);
    },
  );

  it('when another store or event type comes signed, then it is acknowledged and nothing is written', async () => {
    const { campaignId } = await openCampaign(api);
    const { invoice } = await started(campaignId);
    const count = await api.eventCount();
    expect(await deliver(btcpay.webhook(invoice.id, 'InvoiceCreated'))).toMatchObject({
      status: 200,
    });
    expect(
      await deliver(btcpay.webhook(invoice.id, 'InvoiceSettled', { store: 'another-store' })),
    ).toMatchObject({ status: 200 });
    expect(await api.eventCount()).toBe(count);
  });

  it('when BTCPay takes crypto, then the sandbox’s simulated pledge is not offered', async () => {
    const { campaignId } = await openCampaign(api);
    const refused = await api.call('/v1/donations/crypto-pledges', {
      method: 'POST',
      json: { ...donor, campaignId, amount: 25, currency: 'BTC' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: LANGUAGES.en.messages['api.cryptoNotOffered'] },
    });
  });
});

describe('with no crypto provider configured', () => {
  it('when a donor asks to give in crypto, then it is refused and no invoice is made', async () => {
    const stripeOnly = await startCommandApiUnderTest({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
    });
    try {
      const { campaignId } = await openCampaign(stripeOnly);
      const before = await stripeOnly.eventCount();
      const refused = await stripeOnly.call('/v1/payments/checkout', {
        method: 'POST',
        json: { ...donor, campaignId, method: 'crypto', amount: 25, currency: 'USD' },
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: LANGUAGES.en.messages['api.cryptoNotOffered'] },
      });
      expect(await stripeOnly.eventCount()).toBe(before);
      expect(
        (await stripeOnly.call('/v1/payments/webhooks/btcpay', { method: 'POST', body: '{}' }))
          .status,
      ).toBe(404);
    } finally {
      await stripeOnly.stop();
    }
  });
});

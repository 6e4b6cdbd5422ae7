import { campaignEndJob } from '../campaign-end/end-campaign';
import { openCampaign } from '../money-out/testing/paystack-money';
import {
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
  type FlutterwaveFake,
  startFlutterwaveFake,
} from './testing/flutterwave-fake';
import {
  checkout,
  chargeSucceeded,
  DAY_MS,
  type LocalMoney,
  mpesa,
  startLocalMoney,
} from './testing/local-money';
import { addWallet, approveAndPayOut, WALLETS, withdraw } from '../money-out/testing/money-world';

let fake: FlutterwaveFake;
let money: LocalMoney;

beforeAll(async () => {
  fake = await startFlutterwaveFake();
  money = await startLocalMoney({
    rates: { KES: 129.2, XOF: 602.37 },
    env: {
      PAYMENT_PROVIDER: 'paystack,flutterwave',
      FLUTTERWAVE_SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH,
      FLUTTERWAVE_API_URL: fake.url,
    },
  });
  fake.sendWebhooksTo(`${money.api.base}/v1/payments/webhooks/flutterwave`);
});
afterAll(async () => {
  await money.stop();
  await fake.stop();
});

const paystackPaths = () => money.paystack.received.map((request) => request.path);
const flutterwavePaths = () => fake.received.map((request) => request.path);
const orangeMoney = { method: 'mobileMoney', country: 'CI', mobileProvider: 'orange' };
let phones = 0;
const ivorianPhone = () => `07 12 34 56 ${String(++phones).padStart(2, '0')}`;

describe('PAYMENT_PROVIDER=paystack,flutterwave: each gift to the provider the routing table names', () => {
  it('when a Kenyan gives by M-PESA and an Ivorian by Orange Money, then Paystack charges the one and Flutterwave the other, and each webhook books its own gift', async () => {
    const { campaignId } = await openCampaign(money.api);
    const kenyan = await checkout(money.api, campaignId, {
      ...mpesa,
      amount: 1000,
      currency: 'KES',
    });
    const ivorian = await checkout(money.api, campaignId, {
      ...orangeMoney,
      amount: 5000,
      currency: 'XOF',
      phone: ivorianPhone(),
    });
    expect([kenyan.status, ivorian.status]).toEqual([201, 201]);
    expect(paystackPaths()).toContain('/charge');
    expect(flutterwavePaths()).toEqual(['/v3/charges?type=mobile_money_franco']);
    const kenyanId = kenyan.body.data.paymentId;
    const ivorianId = ivorian.body.data.paymentId;
    const booked = async (type: string) =>
      Object.fromEntries(
        (await money.api.eventsOfType(type)).map(({ data }) => [
          data.paymentId,
          [data.provider, data.charged.currency, data.charged.amountMinor],
        ]),
      );
    expect(await booked('CheckoutStarted')).toMatchObject({
      [kenyanId]: ['paystack', 'KES', 100_000],
      [ivorianId]: ['flutterwave', 'XOF', 5000],
    });

    const paid = await chargeSucceeded(
      money.api,
      kenyanId,
      { amountMinor: 100_000, currency: 'KES' },
      'mobile_money',
    );
    expect(paid.status).toBe(200);
    expect((await fake.pay(ivorianId)).status).toBe(200);
    expect(await booked('PaymentSucceeded')).toMatchObject({
      [kenyanId]: ['paystack', 'KES', 100_000],
      [ivorianId]: ['flutterwave', 'XOF', 5000],
    });
  });

  it('when a card gift starts, then it goes to the first listed provider', async () => {
    const { campaignId } = await openCampaign(money.api);
    const before = fake.received.length;
    const card = await checkout(money.api, campaignId, { method: 'card', amount: 25 });
    expect(card.status).toBe(201);
    expect(card.body.data.redirectUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(fake.received).toHaveLength(before);
  });

  it('when a wallet in Mali is chosen, which neither listed provider charges, then it is refused by name and nothing is asked of either', async () => {
    const { campaignId } = await openCampaign(money.api);
    const [toPaystack, toFlutterwave] = [money.paystack.received.length, fake.received.length];
    const refused = await checkout(money.api, campaignId, {
      method: 'mobileMoney',
      country: 'ML',
      mobileProvider: 'orange',
      phone: '70 12 34 56',
      amount: 5000,
      currency: 'XOF',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Orange Money');
    expect([money.paystack.received.length, fake.received.length]).toEqual([
      toPaystack,
      toFlutterwave,
    ]);
  });

  it('when a creator in Senegal withdraws to Wave, then Flutterwave pays it out, though Paystack is listed first', async () => {
    money.shift(0);
    const { campaignId, token } = await openCampaign(money.api);
    const started = await checkout(money.api, campaignId, {
      ...orangeMoney,
      amount: 65_000,
      currency: 'XOF',
      phone: ivorianPhone(),
    });
    expect((await fake.pay(started.body.data.paymentId)).status).toBe(200);
    const linked = await addWallet(money.api, token, WALLETS.senegalWave);
    expect(linked.status).toBe(200);
    money.shift(12 * DAY_MS);
    await campaignEndJob.run(money.api.deps);
    const requested = await withdraw(money.api, token, campaignId);
    expect(requested.status).toBe(201);
    expect((await approveAndPayOut(money.api, campaignId)).status).toBe(200);

    expect(fake.transfers.get(campaignId)).toMatchObject({ currency: 'XOF', bank_code: 'WAVE' });
    expect(paystackPaths()).not.toContain('/transfer');
    const initiated = (await money.api.eventsOfType('PayoutInitiated')).filter(
      (event) => event.data.campaignId === campaignId,
    );
    expect(initiated.map((event) => event.data.provider)).toEqual(['flutterwave']);
  });
});

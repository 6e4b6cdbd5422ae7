import { conservation, ledgerEventTypes, postingsOf } from '@harambee/ledger';
import { campaignEndJob } from '../campaign-end/end-campaign';
import { openCampaign } from '../money-out/testing/paystack-money';
import {
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
  type FlutterwaveFake,
  startFlutterwaveFake,
} from '../payments/testing/flutterwave-fake';
import {
  checkout,
  DAY_MS,
  type LocalMoney,
  startLocalMoney,
} from '../payments/testing/local-money';
import type { CommandApiUnderTest } from '../testing/command-api-under-test';
import { addWallet, approveAndPayOut, WALLETS, withdraw } from '../money-out/testing/money-world';

let fake: FlutterwaveFake;
let money: LocalMoney;
let api: CommandApiUnderTest;

beforeAll(async () => {
  fake = await startFlutterwaveFake();
  money = await startLocalMoney({
    rates: { XOF: 602.37 },
    env: {
      PAYMENT_PROVIDER: 'flutterwave',
      FLUTTERWAVE_SECRET_KEY,
      FLUTTERWAVE_SECRET_HASH,
      FLUTTERWAVE_API_URL: fake.url,
    },
  });
  api = money.api;
  fake.sendWebhooksTo(`${api.base}/v1/payments/webhooks/flutterwave`);
});
afterAll(async () => {
  await money.stop();
  await fake.stop();
});

const ofWithdrawal = async (type: string, campaignId: string) =>
  (await api.eventsOfType(type))
    .filter((event) => event.data.campaignId === campaignId)
    .map((event) => event.data);
const approve = (campaignId: string) => approveAndPayOut(api, campaignId);

/** A campaign given XOF 65,000 by Orange Money in Côte d’Ivoire, ended funded, its creator asking for the money to Wave. */
const withdrawalToWave = async () => {
  money.shift(0);
  const { campaignId, token } = await openCampaign(api);
  const started = await checkout(api, campaignId, {
    amount: 65_000,
    currency: 'XOF',
    method: 'mobileMoney',
    country: 'CI',
    mobileProvider: 'orange',
    phone: `07 12 34 56 ${String(++phones).padStart(2, '0')}`,
  });
  expect(started.status).toBe(201);
  expect((await fake.pay(started.body.data.paymentId)).status).toBe(200);
  const linked = await addWallet(api, token, WALLETS.senegalWave);
  expect(linked.status).toBe(200);
  money.shift(12 * DAY_MS);
  await campaignEndJob.run(api.deps);
  const requested = await withdraw(api, token, campaignId);
  expect(requested.status).toBe(201);
  return campaignId;
};
let phones = 0;

describe('a creator in Senegal paid out to a Wave wallet through Flutterwave', () => {
  it('when the transfer’s answer is lost, then it is verified before any retry, found paid, and sent once, in whole francs', async () => {
    const campaignId = await withdrawalToWave();
    fake.unansweredTransfers.push({ status: 500 });
    expect((await approve(campaignId)).status).toBe(200);
    const [plan] = (await ofWithdrawal('WithdrawalApproved', campaignId)).map(
      (data) => data.payout,
    );
    expect(plan).toMatchObject({ currency: 'XOF', amountMinor: expect.any(Number) });
    expect(Number.isInteger(plan.amountMinor)).toBe(true);
    expect(await ofWithdrawal('PayoutOutcomeUnknown', campaignId)).toEqual([
      expect.objectContaining({ provider: 'flutterwave', reference: campaignId }),
    ]);
    expect(fake.transfers.get(campaignId)).toMatchObject({
      amount: plan.amountMinor,
      currency: 'XOF',
      bank_code: 'WAVE',
      account_number: '221771234567',
    });

    fake.settleTransfer(campaignId, 'SUCCESSFUL');
    expect(await approve(campaignId)).toMatchObject({
      status: 409,
      body: { message: 'This withdrawal has already been paid' },
    });
    const posted = fake.received.filter(
      (request) => request.method === 'POST' && request.path === '/v3/transfers',
    );
    expect(posted.map((request) => JSON.parse(request.body).reference)).toEqual([campaignId]);
    expect(await ofWithdrawal('PayoutPaid', campaignId)).toEqual([
      expect.objectContaining({
        provider: 'flutterwave',
        transfer: expect.objectContaining({ currency: 'XOF', amountMinor: plan.amountMinor }),
      }),
    ]);
    const books = postingsOf(await api.deps.store.readByType(ledgerEventTypes, { campaignId }));
    expect(conservation(books).violations).toEqual([]);
  });

  it('when Flutterwave tells its one webhook URL (the payments one) that the transfer completed, then the payout is paid', async () => {
    const campaignId = await withdrawalToWave();
    expect((await approve(campaignId)).status).toBe(200);
    expect(await ofWithdrawal('PayoutInitiated', campaignId)).toHaveLength(1);
    expect((await fake.completeTransfer(campaignId, 'SUCCESSFUL')).status).toBe(200);
    expect(await ofWithdrawal('PayoutPaid', campaignId)).toEqual([
      expect.objectContaining({ provider: 'flutterwave', reference: campaignId }),
    ]);
  });
});

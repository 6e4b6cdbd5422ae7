import { campaignEndJob } from '../campaign-end/end-campaign';
import { moneyOutProcessManagers } from '../money-out';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { type PaystackFake, startPaystackFake } from '../payments/testing/paystack-fake';
import { paystackSignature } from '../testing/webhook-sender';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { approvalHeldByDispute, heldByDispute } from '../withdrawals/withdrawal';

const DAY_MS = 86_400_000;
let shiftMs = 0;
let fake: PaystackFake;
let api: CommandApiUnderTest;

beforeAll(async () => {
  fake = await startPaystackFake();
  api = await startCommandApiUnderTest({
    clock: () => new Date(Date.now() + shiftMs),
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_paystack',
      PAYSTACK_API_URL: fake.url,
    },
  });
  fake.sendWebhooksTo(`${api.base}/v1/payments/webhooks/paystack`);
});
afterAll(async () => {
  await api.stop();
  await fake.stop();
});
beforeEach(() => {
  shiftMs = 0;
});

/** A $100 campaign with an M-PESA wallet, given $60 and $50 by card through Paystack, then past its end: funded. */
const fundedCampaign = async () => {
  const created = await createVerifiedCampaign(api, { goalAmount: '100' });
  const { campaignId, token } = created;
  await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
  await api.call('/v1/users/wallet', {
    method: 'POST',
    token,
    json: {
      country: 'Kenya',
      provider: 'mpesa',
      accountNumber: '0712345678',
      password: 'Secret123',
    },
  });
  const payments: string[] = [];
  for (const amount of [60, 50]) {
    const started = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: {
        campaignId,
        amount,
        method: 'card',
        donorName: 'Ama Owusu',
        anonymous: false,
        message: '',
        email: null,
        isRecurring: false,
        recurringInterval: null,
        dedication: null,
      },
    });
    payments.push(started.body.data.paymentId);
    expect((await fake.pay(started.body.data.paymentId)).status).toBe(200);
  }
  shiftMs = 12 * DAY_MS;
  await campaignEndJob.run(api.deps);
  return { campaignId, token, payments };
};

const disputeOf = async (paymentId: string) => {
  await fake.dispute(paymentId);
  const [opened] = (await api.eventsOfType('DisputeOpened')).filter(
    (event) => event.data.paymentId === paymentId,
  );
  return Number(opened!.data.disputeId);
};
const withdraw = (campaignId: string, token: string) =>
  api.call('/v1/withdrawals', { method: 'POST', token, json: { campaignId } });
const approve = (campaignId: string) =>
  api.call(`/v1/withdrawals/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });

describe('an open dispute holds a campaign money back', () => {
  it('when a dispute is open on a gift, then the creator cannot withdraw (409, why and how much, nothing written); once it is won, the whole amount can be', async () => {
    const { campaignId, token, payments } = await fundedCampaign();
    const disputeId = await disputeOf(payments[0]!);

    const before = await api.eventCount();
    expect(await withdraw(campaignId, token)).toMatchObject({
      status: 409,
      body: { status: 'fail', message: heldByDispute(6_000) },
    });
    expect(await api.eventCount()).toBe(before);

    await fake.resolveDispute(disputeId, 'declined');
    expect(await withdraw(campaignId, token)).toMatchObject({
      status: 201,
      body: { data: { withdrawal: { grossAmount: 110, status: 'requested' } } },
    });
  });

  it('when a dispute opens after the request, then approval waits for it; lost, the approval sends what is left, and a dispute lost after the payout is owed by the creator', async () => {
    const { campaignId, token, payments } = await fundedCampaign();
    expect((await withdraw(campaignId, token)).status).toBe(201);
    const first = await disputeOf(payments[0]!);
    expect(await approve(campaignId)).toMatchObject({
      status: 409,
      body: { message: approvalHeldByDispute(6_000) },
    });

    await fake.resolveDispute(first, 'merchant-accepted');
    const from = await endOfLog(api.deps);
    // Gross $50; 5% = $2.50; Paystack's 3.9% on both charges as taken, $2.34 + $1.95; net $43.21.
    expect(await approve(campaignId)).toMatchObject({
      status: 200,
      body: {
        data: {
          withdrawal: {
            grossAmount: 50,
            platformFee: 2.5,
            processingFees: 4.29,
            netAmount: 43.21,
            status: 'approved',
          },
        },
      },
    });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    const transfer = fake.book.transfers.get(campaignId)!;
    // The creator's M-PESA wallet is paid in shillings: the $43.21 net at the rate quoted at approval.
    expect(transfer).toMatchObject({ currency: 'KES' });
    const [quoted] = (await api.eventsOfType('ExchangeRateQuoted'))
      .filter((event) => event.data.withdrawalId !== undefined && event.data.to === 'KES')
      .slice(-1);
    expect(quoted).toBeDefined();

    const body = JSON.stringify({
      event: 'transfer.success',
      data: {
        reference: campaignId,
        amount: transfer.amount,
        currency: transfer.currency,
        status: 'success',
      },
    });
    await api.call('/v1/payouts/webhooks/paystack', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(body, 'sk_test_paystack'),
      },
    });
    const second = await disputeOf(payments[1]!);
    await fake.resolveDispute(second, 'merchant-accepted');
    expect(
      (await api.eventsOfType('DisputeOpened'))
        .filter((event) => event.data.campaignId === campaignId)
        .map((event) => event.data.afterPayout),
    ).toEqual([false, true]);
    expect(
      (await api.eventsOfType('DisputeClosed'))
        .filter((event) => event.data.campaignId === campaignId)
        .map((event) => [event.data.amountCents, event.data.afterPayout]),
    ).toEqual([
      [6_000, false],
      [5_000, true],
    ]);
  });
});

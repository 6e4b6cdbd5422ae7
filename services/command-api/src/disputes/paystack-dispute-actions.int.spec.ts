import { accounts, balanceOf, ledgerEventTypes, postingsOf } from '@harambee/ledger';
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
import { NOTHING_OWED } from './dispute-actions';

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

/** A $100 campaign with an M-PESA wallet, given $60 and $50 by card through Paystack, then past its end: funded. */
const fundedCampaign = async () => {
  shiftMs = 0;
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

/** The creator withdraws, an admin approves, Paystack pays the transfer: the campaign is paid out. */
const paidOut = async (campaignId: string, token: string) => {
  await api.call('/v1/withdrawals', { method: 'POST', token, json: { campaignId } });
  const from = await endOfLog(api.deps);
  await api.call(`/v1/withdrawals/${campaignId}/approve`, {
    method: 'PATCH',
    token: api.adminToken,
  });
  await reactToLog(api.deps, from, moneyOutProcessManagers);
  const transfer = fake.book.transfers.get(campaignId)!;
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
};

const disputeOf = async (paymentId: string) => {
  await fake.dispute(paymentId);
  const [opened] = (await api.eventsOfType('DisputeOpened')).filter(
    (event) => event.data.paymentId === paymentId,
  );
  return String(opened!.data.disputeId);
};
const answer = (disputeId: string, action: string, json: unknown) =>
  api.call(`/v1/admin/disputes/paystack/${disputeId}/${action}`, {
    method: 'POST',
    token: api.adminToken,
    json,
  });
const toPaystack = (disputeId: string) =>
  fake.received
    .filter((request) => request.path.startsWith(`/dispute/${disputeId}/`))
    .map((request) => ({
      method: request.method,
      path: request.path,
      body: JSON.parse(request.body),
    }));
const booksOf = async (campaignId: string) =>
  postingsOf(await api.deps.store.readByType(ledgerEventTypes, { campaignId }));

describe('an admin answers a Paystack dispute (a local fake over HTTP, real PostgreSQL)', () => {
  it('when a dispute opens before the payout, then there is nothing to write off; accepting resolves it merchant-accepted with its amount', async () => {
    const { payments } = await fundedCampaign();
    const disputeId = await disputeOf(payments[0]!);
    const before = await api.eventCount();
    expect(await answer(disputeId, 'write-off', { reason: 'Creator gone' })).toMatchObject({
      status: 409,
      body: { message: NOTHING_OWED },
    });
    expect(await api.eventCount()).toBe(before);

    expect((await answer(disputeId, 'accept', { reason: 'Donor was charged twice' })).status).toBe(
      200,
    );
    expect(toPaystack(disputeId)).toEqual([
      {
        method: 'PUT',
        path: `/dispute/${disputeId}/resolve`,
        body: expect.objectContaining({ resolution: 'merchant-accepted', refund_amount: 6_000 }),
      },
    ]);
    expect(fake.book.disputeById(Number(disputeId)).resolution).toBe('merchant-accepted');
  });

  it('when a dispute opens after the payout, then an admin writes off what the creator owes (the platform bears it, balanced), then contests it with evidence; won, the platform gets it back', async () => {
    const { campaignId, token, payments } = await fundedCampaign();
    await paidOut(campaignId, token);
    const disputeId = await disputeOf(payments[0]!);

    const written = await answer(disputeId, 'write-off', { reason: 'The creator cannot repay' });
    expect(written).toMatchObject({
      status: 200,
      body: { data: { dispute: { writtenOff: true, status: 'open' } } },
    });
    expect(toPaystack(disputeId)).toEqual([]);
    const [writtenOff] = (await api.eventsOfType('DisputeWrittenOff')).filter(
      (event) => event.data.disputeId === disputeId,
    );
    expect(writtenOff!.data).toMatchObject({
      amountCents: 6_000,
      reason: 'The creator cannot repay',
      adminId: writtenOff!.metadata.actorId,
    });
    let books = await booksOf(campaignId);
    expect(balanceOf(books, accounts.receivable(campaignId))).toBe(0);
    expect(books.at(-1)!.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    const count = await api.eventCount();
    expect((await answer(disputeId, 'write-off', { reason: 'again' })).status).toBe(200);
    expect(await api.eventCount()).toBe(count);

    const evidence = 'The donor gave through our page; receipt and confirmation mail attached.';
    expect((await answer(disputeId, 'contest', { evidence })).status).toBe(200);
    const sent = toPaystack(disputeId);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /dispute/${disputeId}/evidence`,
      `PUT /dispute/${disputeId}/resolve`,
    ]);
    expect(sent[0]!.body).toMatchObject({ service_details: evidence });
    expect(sent[1]!.body).toMatchObject({ resolution: 'declined' });

    await fake.resolveDispute(Number(disputeId), 'declined');
    books = await booksOf(campaignId);
    expect([
      balanceOf(books, accounts.receivable(campaignId)),
      balanceOf(books, accounts.disputed(campaignId)),
    ]).toEqual([0, 0]);
  });
});

import { campaignEndJob } from '../campaign-end/end-campaign';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { moneyOutProcessManagers } from '../money-out';
import {
  give,
  openCampaign,
  PAYSTACK_SECRET,
  transferCallback,
} from '../money-out/testing/paystack-money';
import { waitForSubject } from '../money-out/testing/wait-for-subject';
import { startFakeProviderServer } from '../payments/testing/fake-provider-server';
import { paystackRoute } from '../payments/testing/paystack-fake';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
  TEST_ADMIN,
} from '../testing/command-api-under-test';
import { payoutChecksJob } from './payout-process';
import { paystackTransfers, paystackTransfersRoute } from './testing/paystack-transfers-fake';

const DAY_MS = 86_400_000;
const paystackState = paystackTransfers();
let shiftMs = 0;
let api: CommandApiUnderTest;
let paystack: Awaited<ReturnType<typeof startFakeProviderServer>>;

beforeAll(async () => {
  const transfers = paystackTransfersRoute(paystackState);
  paystack = await startFakeProviderServer(
    (request) => transfers(request) ?? paystackRoute(request),
  );
  api = await startCommandApiUnderTest({
    clock: () => new Date(Date.now() + shiftMs),
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_API_URL: paystack.url,
    },
    outbox: { pollMs: 50 },
  });
});
afterAll(async () => {
  await api.stop();
  await paystack.stop();
});

const eventsOf = async (type: string, campaignId: string) =>
  (await api.eventsOfType(type))
    .filter((event) => event.data.campaignId === campaignId)
    .map((event) => event.data);
const transfersSentFor = (campaignId: string) =>
  paystack.received
    .filter((request) => request.path === '/transfer')
    .map((request) => JSON.parse(request.body).reference as string)
    .filter((reference) => reference.startsWith(campaignId));
const approve = (campaignId: string) =>
  api.call(`/v1/withdrawals/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
const checkWithProvider = (campaignId: string) =>
  api.call(`/v1/withdrawals/${campaignId}/check`, { method: 'PATCH', token: api.adminToken });

/** A funded campaign, withdrawn and approved; its first transfer call is answered 500 though Paystack made it. */
const approvedWithUnansweredTransfer = async () => {
  shiftMs = 0;
  const { campaignId, token, email } = await openCampaign(api);
  await give(api, campaignId, 110, `backer-${campaignId}@example.org`);
  shiftMs = 12 * DAY_MS;
  await campaignEndJob.run(api.deps);
  await api.call('/v1/withdrawals', { method: 'POST', token, json: { campaignId } });
  paystackState.unanswered.push({ status: 500 });
  const from = await endOfLog(api.deps);
  expect((await approve(campaignId)).status).toBe(200);
  await reactToLog(api.deps, from, moneyOutProcessManagers);
  return { campaignId, email };
};

describe('a payout whose transfer call went unanswered', () => {
  it('when Paystack answers 500 but made the transfer, then the payout is unknown, and a retry finds it paid and sends nothing more', async () => {
    const { campaignId, email } = await approvedWithUnansweredTransfer();
    expect(await eventsOf('PayoutFailed', campaignId)).toEqual([]);
    expect(await eventsOf('PayoutOutcomeUnknown', campaignId)).toEqual([
      expect.objectContaining({ reference: campaignId, amountCents: 10_021 }),
    ]);
    paystackState.settle(campaignId, 'success');

    const from = await endOfLog(api.deps);
    const retried = await approve(campaignId);
    await reactToLog(api.deps, from, moneyOutProcessManagers);

    expect(retried).toMatchObject({
      status: 409,
      body: { message: 'This withdrawal has already been paid' },
    });
    expect(
      paystack.received.filter((request) => request.path === `/transfer/verify/${campaignId}`)
        .length,
    ).toBeGreaterThanOrEqual(2);
    expect(await eventsOf('PayoutPaid', campaignId)).toEqual([
      expect.objectContaining({ reference: campaignId, amountCents: 10_021 }),
    ]);
    expect(transfersSentFor(campaignId)).toEqual([campaignId]);
    await waitForSubject(api, email, 'Your payout has been sent');
  });

  it('when an admin checks with the provider while the transfer is still pending, then it stays unpaid and no retry goes out', async () => {
    const { campaignId } = await approvedWithUnansweredTransfer();
    const checked = await checkWithProvider(campaignId);
    expect(checked).toMatchObject({
      status: 200,
      body: { data: { withdrawal: { status: 'paying' } } },
    });
    const retried = await approve(campaignId);
    expect(retried.status).toBe(409);
    expect(transfersSentFor(campaignId)).toEqual([campaignId]);
    expect(await eventsOf('WithdrawalApproved', campaignId)).toHaveLength(1);
  });

  it('when the unknown transfer is not at Paystack, then a retry sends a new transfer under its own reference', async () => {
    const { campaignId } = await approvedWithUnansweredTransfer();
    paystackState.transfers.delete(campaignId);

    const from = await endOfLog(api.deps);
    expect((await approve(campaignId)).status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect(transfersSentFor(campaignId)).toEqual([campaignId, `${campaignId}_retry2`]);
    expect(await eventsOf('PayoutFailed', campaignId)).toEqual([
      expect.objectContaining({
        reference: campaignId,
        reason: 'payout.reason.notAtProvider',
      }),
    ]);
  });

  it('when a retry was paid and the first transfer succeeds late, then both are recorded, the first as a duplicate, and admins are alerted', async () => {
    const { campaignId } = await approvedWithUnansweredTransfer();
    // Paystack could not find it when asked, then made it after all.
    const first = paystackState.transfers.get(campaignId)!;
    paystackState.transfers.delete(campaignId);
    expect((await checkWithProvider(campaignId)).body).toMatchObject({
      data: { withdrawal: { status: 'failed' } },
    });
    let from = await endOfLog(api.deps);
    expect((await approve(campaignId)).status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    const retry = `${campaignId}_retry2`;
    expect((await transferCallback(api, paystackState, 'transfer.success', retry)).status).toBe(
      200,
    );

    paystackState.transfers.set(campaignId, first);
    from = await endOfLog(api.deps);
    expect(
      await transferCallback(api, paystackState, 'transfer.success', campaignId),
    ).toMatchObject({ status: 200, body: { data: { status: 'paid' } } });
    await reactToLog(api.deps, from, moneyOutProcessManagers);

    expect(await eventsOf('PayoutPaid', campaignId)).toEqual([
      expect.objectContaining({ reference: retry }),
    ]);
    expect(await eventsOf('PayoutDuplicated', campaignId)).toEqual([
      expect.objectContaining({ reference: campaignId, paidReference: retry, amountCents: 10_021 }),
    ]);
    await waitForSubject(
      api,
      TEST_ADMIN.email,
      `Payout alert: withdrawal ${campaignId} was paid twice`,
    );
  });

  it('when the scheduled check runs, then an unknown transfer that went through is recorded paid', async () => {
    const { campaignId } = await approvedWithUnansweredTransfer();
    expect((await approve(campaignId)).body).toMatchObject({ message: expect.any(String) });
    paystackState.settle(campaignId, 'success');
    await payoutChecksJob.run(api.deps);
    expect(await eventsOf('PayoutPaid', campaignId)).toEqual([
      expect.objectContaining({ reference: campaignId }),
    ]);
  });
});

import { moneyWithSymbol } from '@harambee/rules';
import { startFakeProviderServer } from '../payments/testing/fake-provider-server';
import { paystackRoute } from '../payments/testing/paystack-fake';
import {
  paystackTransfers,
  paystackTransfersRoute,
} from '../payouts/testing/paystack-transfers-fake';
import { campaignEndJob } from '../campaign-end/end-campaign';
import { refundRetriesJob } from '../refunds/refund-process';
import { commandApiForTests } from '../testing/command-api-under-test';
import { moneyOutProcessManagers } from './index';
import {
  give as giveByPaystack,
  openCampaign as openPaystackCampaign,
  PAYSTACK_SECRET,
  transferCallback as paystackTransferCallback,
} from './testing/paystack-money';
import {
  approveWithdrawal,
  DAY_MS,
  endCampaigns,
  movableClock,
  ofCampaign as eventsOfCampaign,
  PAST_THE_END_MS,
  withdraw,
} from './testing/money-world';
import { endOfLog, reactToLog } from './testing/react-to-log';
import { waitForSubject as waitForMailAbout } from './testing/wait-for-subject';
import { PLAIN_CHOICES } from '../payments/testing/donor';

const transfers = paystackTransfers();
const clock = movableClock();
let refundOutages = 0;
let paystack: Awaited<ReturnType<typeof startFakeProviderServer>>;

beforeAll(async () => {
  const route = paystackTransfersRoute(transfers);
  paystack = await startFakeProviderServer((request) => {
    if (request.path === '/refund' && refundOutages > 0) {
      refundOutages -= 1;
      return { status: 500, json: { status: false, message: 'Internal error' } };
    }
    return route(request) ?? paystackRoute(request);
  });
});
const api = commandApiForTests(() => ({
  clock: clock.now,
  env: {
    PAYMENT_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
    PAYSTACK_API_URL: paystack.url,
  },
  outbox: { pollMs: 50 },
}));
afterAll(() => paystack.stop());
beforeEach(clock.reset);

const ofCampaign = (type: string, campaignId: string) => eventsOfCampaign(api, type, campaignId);
const waitForSubject = (email: string, subject: string) => waitForMailAbout(api, email, subject);
const openCampaign = () => openPaystackCampaign(api);
const give = (
  campaignId: string,
  amount: number,
  email: string,
  options?: { coverFees?: boolean; fees?: number },
) => giveByPaystack(api, campaignId, amount, email, options);
const transferCallback = (
  event: 'transfer.success' | 'transfer.failed',
  reference: string,
  amount?: number,
) =>
  amount === undefined
    ? paystackTransferCallback(api, transfers, event, reference)
    : paystackTransferCallback(api, transfers, event, reference, amount);

describe('money out: a funded campaign is withdrawn and paid out', () => {
  it("when a campaign ends funded, then its creator withdraws the gifts less 5% and Paystack's fees, an admin approves, and the transfer is paid", async () => {
    const { campaignId, token, email } = await openCampaign();
    await give(campaignId, 60, 'kofi@example.org');
    await give(campaignId, 50, 'ama@example.org');

    const before = await api.eventCount();
    const early = await withdraw(api, token, campaignId);
    expect(early).toMatchObject({
      status: 400,
      body: { message: 'Withdrawal is not possible until the campaign reaches its goal' },
    });
    expect(await api.eventCount()).toBe(before);

    await endCampaigns(api, clock);
    expect((await ofCampaign('CampaignEnded', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({
        outcome: 'funded',
        raisedCents: 11_000,
        goalCents: 10_000,
        reason: 'endDate',
        refundAll: false,
      }),
    ]);

    const unquoted = await api.eventCount();
    const quoted = await api.call('/v1/withdrawals/quote', {
      method: 'POST',
      token,
      json: { campaignId },
    });
    expect(quoted).toMatchObject({
      status: 200,
      body: { data: { withdrawal: { grossAmount: 110, platformFee: 5.5, netAmount: 100.21 } } },
    });
    expect(await api.eventCount()).toBe(unquoted);

    const withdrawn = await withdraw(api, token, campaignId);
    // 11,000¢ gross; 5% = 550¢; Paystack 3.9% of 6,000¢ = 234¢ and of 5,000¢ = 195¢; net 11,000 − 550 − 429 = 10,021¢.
    expect(withdrawn).toMatchObject({
      status: 201,
      body: {
        data: {
          withdrawal: {
            _id: campaignId,
            campaignId,
            grossAmount: 110,
            platformFee: 5.5,
            processingFees: 4.29,
            netAmount: 100.21,
            status: 'requested',
          },
        },
      },
    });
    const [requested] = await api.eventsOfType('WithdrawalRequested');
    expect(requested).toMatchObject({
      stream_id: `withdrawal-${campaignId}`,
      data: {
        grossCents: 11_000,
        platformFeeCents: 550,
        processingFeesCents: 429,
        netCents: 10_021,
        wallet: { provider: 'mpesa', maskedAccount: '******5678' },
        accountNumber: '0712345678',
      },
    });
    expect(requested!.sealed.accountNumber).not.toContain('0712345678');
    const requestedMail = await waitForSubject(email, 'We received your withdrawal request');
    // The mail names what would reach the M-PESA wallet in shillings at today's rate, as the answer does.
    const estimate = withdrawn.body.data.withdrawal.payout;
    expect(estimate).toMatchObject({ currency: 'KES', final: false });
    expect(requestedMail.text).toContain(
      `about ${moneyWithSymbol(estimate.amountMinor, 'KES', 'en')} would reach your M-PESA account ******5678`,
    );

    const count = await api.eventCount();
    const twice = await withdraw(api, token, campaignId);
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'A withdrawal has already been requested for this campaign' },
    });
    expect(await api.eventCount()).toBe(count);

    const from = await endOfLog(api.deps);
    const approved = await approveWithdrawal(api, campaignId);
    expect(approved).toMatchObject({
      status: 200,
      body: { data: { withdrawal: { status: 'approved' } } },
    });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect((await ofCampaign('PayoutInitiated', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ provider: 'paystack', reference: campaignId, amountCents: 10_021 }),
    ]);
    expect(
      paystack.received
        .filter((request) => request.path === '/transfer')
        .map((request) => JSON.parse(request.body)),
    ).toEqual([
      // The M-PESA wallet takes shillings: 10,021¢ at the demo rate 129.20 is 1,294,713, less 1.5% (19,421).
      expect.objectContaining({
        amount: 1_275_292,
        currency: 'KES',
        reference: campaignId,
        recipient: 'RCP_5678',
      }),
    ]);

    const sent = await api.eventCount();
    expect(await transferCallback('transfer.success', campaignId, 99_999)).toMatchObject({
      status: 400,
      body: {
        message: `Transfer ${campaignId} was sent for 1275292 minor units; the callback says 99999. Nothing was recorded.`,
      },
    });
    expect(await api.eventCount()).toBe(sent);
    expect((await transferCallback('transfer.success', campaignId)).status).toBe(200);
    expect((await ofCampaign('PayoutPaid', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ reference: campaignId, amountCents: 10_021 }),
    ]);
    await waitForSubject(email, 'Your withdrawal was approved');
    await waitForSubject(email, 'Your payout has been sent');

    const settled = await api.eventCount();
    expect(await transferCallback('transfer.success', campaignId)).toMatchObject({
      status: 200,
      body: { data: { status: 'ignored' } },
    });
    expect(await transferCallback('transfer.success', 'never-sent')).toMatchObject({ status: 404 });
    const forged = await api.call('/v1/payouts/webhooks/paystack', {
      method: 'POST',
      body: '{"event":"transfer.success","data":{"reference":"x"}}',
      headers: { 'x-paystack-signature': 'bad' },
    });
    expect(forged.status).toBe(400);
    expect((await approveWithdrawal(api, campaignId)).status).toBe(409);
    expect(await api.eventCount()).toBe(settled);
  });

  it('regression (issue 42, item 10): when Paystack’s webhook says it took $2.90 of a $100 gift, then the withdrawal’s processing fee is those $2.90, not the 3.9 % estimate', async () => {
    const { campaignId, token } = await openCampaign();
    await give(campaignId, 100, 'esi@example.org', { fees: 290 });
    await endCampaigns(api, clock);
    const withdrawn = await withdraw(api, token, campaignId);
    expect(withdrawn).toMatchObject({
      status: 201,
      body: { data: { withdrawal: { processingFees: 2.9, netAmount: 92.1 } } },
    });
  });

  it('when its donor covered the fees, then the payout sends the gift whole and never the cover a second time', async () => {
    const { campaignId, token } = await openCampaign();
    await give(campaignId, 200, 'abena@example.org', { coverFees: true });
    const [gift] = await ofCampaign('DonationRecorded', campaignId);
    const cover = gift!.data.feeCover as { charged: { amountMinor: number } };
    expect(gift!.data).toMatchObject({
      amountCents: 20_000,
      charged: { currency: 'USD', amountMinor: 20_000 + cover.charged.amountMinor },
    });
    await endCampaigns(api, clock);

    const withdrawn = await withdraw(api, token, campaignId);
    expect(withdrawn).toMatchObject({
      status: 201,
      body: { data: { withdrawal: { netAmount: 200 } } },
    });
    const [requested] = await ofCampaign('WithdrawalRequested', campaignId);
    expect(requested!.data.byCurrency).toEqual([
      {
        currency: 'USD',
        grossMinor: 20_000,
        platformFeeMinor: 0,
        processingFeesMinor: 0,
        netMinor: 20_000,
      },
    ]);

    const from = await endOfLog(api.deps);
    const approved = await approveWithdrawal(api, campaignId);
    expect(approved.status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    // 20,000¢ at the demo rate 129.20 is 2,584,000 shillings' cents, less 1.5% (38,760): the cover is not in it.
    expect(
      paystack.received
        .filter((request) => request.path === '/transfer')
        .map((request) => JSON.parse(request.body))
        .filter((transfer) => transfer.reference === campaignId),
    ).toEqual([expect.objectContaining({ amount: 2_545_240, currency: 'KES' })]);
  });

  it('when a payout fails, then an admin approves it again and it is sent under a new transfer reference and paid once', async () => {
    const { campaignId, token, email } = await openCampaign();
    await give(campaignId, 110, 'esi@example.org');
    await endCampaigns(api, clock);
    await withdraw(api, token, campaignId);
    const approve = () => approveWithdrawal(api, campaignId);

    let from = await endOfLog(api.deps);
    expect((await approve()).status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect((await transferCallback('transfer.failed', campaignId)).status).toBe(200);
    expect((await ofCampaign('PayoutFailed', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ reference: campaignId }),
    ]);
    await waitForSubject(email, 'Your payout could not be sent');

    from = await endOfLog(api.deps);
    const retried = await approve();
    expect(retried).toMatchObject({
      status: 200,
      body: { data: { withdrawal: { status: 'approved' } } },
    });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    const retry = `${campaignId}_retry2`;
    expect(
      paystack.received
        .filter((request) => request.path === '/transfer')
        .map((request) => JSON.parse(request.body).reference)
        .filter((reference: string) => reference.startsWith(campaignId)),
    ).toEqual([campaignId, retry]);
    expect((await approve()).status).toBe(409);

    expect((await transferCallback('transfer.failed', campaignId)).body).toMatchObject({
      data: { status: 'ignored' },
    });
    expect((await transferCallback('transfer.success', retry)).status).toBe(200);
    expect((await ofCampaign('PayoutPaid', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ reference: retry }),
    ]);
    expect((await ofCampaign('WithdrawalApproved', campaignId)).map((event) => event.data)).toEqual(
      [
        expect.not.objectContaining({ attempt: expect.anything() }),
        expect.objectContaining({ attempt: 2 }),
      ],
    );
    await waitForSubject(email, 'Your payout has been sent');
  });

  it('when an admin closes a campaign that reached its goal and rejects its withdrawal, then approving it is refused until the creator asks again', async () => {
    const { campaignId, token, email } = await openCampaign();
    await give(campaignId, 100, 'yaw@example.org');
    const closed = await api.call(`/v1/campaigns/${campaignId}/close`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'Goal reached early' },
    });
    expect(closed).toMatchObject({
      status: 200,
      body: { data: { campaign: { _id: campaignId, status: 'approved', outcome: 'funded' } } },
    });
    expect((await withdraw(api, token, campaignId)).status).toBe(201);

    const before = await api.eventCount();
    expect(
      (
        await api.call(`/v1/withdrawals/${campaignId}/reject`, {
          method: 'PATCH',
          token: api.adminToken,
          json: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call(`/v1/withdrawals/${campaignId}/reject`, {
          method: 'PATCH',
          token,
          json: { reason: 'mine' },
        })
      ).status,
    ).toBe(403);
    expect(await api.eventCount()).toBe(before);
    const rejected = await api.call(`/v1/withdrawals/${campaignId}/reject`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'Identity not verified' },
    });
    expect(rejected).toMatchObject({
      status: 200,
      body: { data: { withdrawal: { status: 'rejected' } } },
    });
    await waitForSubject(email, 'Your withdrawal was not approved');

    const count = await api.eventCount();
    const approve = await approveWithdrawal(api, campaignId);
    expect(approve).toMatchObject({
      status: 409,
      body: { message: 'This withdrawal was rejected; it cannot be approved or rejected again' },
    });
    expect(await api.eventCount()).toBe(count);

    // The escrow would hold the gift forever: once the reason is mended the creator asks again, and it is paid.
    const again = await withdraw(api, token, campaignId);
    expect(again).toMatchObject({
      status: 201,
      body: { data: { withdrawal: { status: 'requested' } } },
    });
    const from = await endOfLog(api.deps);
    const approved = await approveWithdrawal(api, campaignId, { confirmNewWallet: true });
    expect(approved.status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect((await ofCampaign('PayoutInitiated', campaignId)).length).toBe(1);
  });
});

describe('money out: a failed campaign refunds every gift', () => {
  it('when a campaign ends short of its goal, then each gift is refunded by its provider, a failed refund is retried after its wait, and each donor is mailed', async () => {
    const { campaignId, token } = await openCampaign();
    const first = await give(campaignId, 30, 'efua@example.org');
    const second = await give(campaignId, 20, 'kwame@example.org');
    const offline = await api.call('/v1/donations', {
      method: 'POST',
      token: api.adminToken,
      json: {
        campaignId,
        amount: 10,
        donorName: 'Church group',
        anonymous: false,
        message: '',
        email: null,
        isRecurring: false,
        recurringInterval: null,
        paymentMethod: 'creditCard',
        dedication: null,
      },
    });
    expect(offline.status).toBe(201);

    clock.moveTo(PAST_THE_END_MS);
    const from = await endOfLog(api.deps);
    await campaignEndJob.run(api.deps);
    expect((await ofCampaign('CampaignEnded', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ outcome: 'failed', raisedCents: 6_000, refundAll: true }),
    ]);
    refundOutages = 1;
    await reactToLog(api.deps, from, moneyOutProcessManagers);

    expect(
      (await ofCampaign('RefundRequested', campaignId))
        .map((event) => event.data.amountCents)
        .sort(),
    ).toEqual([1_000, 2_000, 3_000]);
    const failures = await ofCampaign('RefundFailed', campaignId);
    expect(failures.map((event) => event.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          paymentId: first,
          attempt: 1,
          nextAttemptAt: new Date(
            new Date(failures[0]!.data.failedAt).getTime() + 60_000,
          ).toISOString(),
        }),
        expect.objectContaining({
          amountCents: 1_000,
          reason: 'needs manual refund',
          nextAttemptAt: null,
        }),
      ]),
    );
    expect(
      (await ofCampaign('DonationRefunded', campaignId)).map((event) => event.data.paymentId),
    ).toEqual([second]);
    await waitForSubject('kwame@example.org', 'Your Harambee donation has been refunded');

    const waiting = await api.eventCount();
    await refundRetriesJob.run(api.deps);
    expect(await api.eventCount()).toBe(waiting);

    clock.moveBy(61_000);
    await refundRetriesJob.run(api.deps);
    expect(
      (await ofCampaign('DonationRefunded', campaignId)).map((event) => event.data.paymentId),
    ).toEqual([second, first]);
    expect(
      paystack.received
        .filter((request) => request.path === '/refund')
        .map((request) => JSON.parse(request.body).transaction),
    ).toEqual(expect.arrayContaining([first, second]));
    await waitForSubject('efua@example.org', 'Your Harambee donation has been refunded');

    const settled = await api.eventCount();
    clock.moveBy(7 * DAY_MS);
    await refundRetriesJob.run(api.deps);
    const withdraw = await api.call('/v1/withdrawals', {
      method: 'POST',
      token,
      json: { campaignId },
    });
    expect(withdraw).toMatchObject({
      status: 400,
      body: { message: 'Withdrawal is not possible until the campaign reaches its goal' },
    });
    expect(await api.eventCount()).toBe(settled);
  });
});

describe('money out: closing and ending campaigns', () => {
  it('when an admin closes a campaign early, then it ends failed with refunds, takes no more gifts, and cannot be closed again', async () => {
    const { campaignId, token } = await openCampaign();
    await give(campaignId, 40, 'abena@example.org');
    const before = await api.eventCount();
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/close`, {
          method: 'PATCH',
          token,
          json: { reason: 'Mine' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/close`, {
          method: 'PATCH',
          token: api.adminToken,
          json: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/close`, {
          method: 'PATCH',
          token: api.adminToken,
          json: { reason: 'x'.repeat(501) },
        })
      ).status,
    ).toBe(400);
    expect(await api.eventCount()).toBe(before);

    const from = await endOfLog(api.deps);
    const closed = await api.call(`/v1/campaigns/${campaignId}/close`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'Creator withdrew the project', refund: true },
    });
    expect(closed).toMatchObject({
      status: 200,
      body: { data: { campaign: { _id: campaignId, status: 'approved', outcome: 'failed' } } },
    });
    expect((await ofCampaign('CampaignEnded', campaignId)).map((event) => event.data)).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        raisedCents: 4_000,
        reason: 'closedByAdmin',
        closeReason: 'Creator withdrew the project',
        refundAll: true,
      }),
    ]);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    expect(await ofCampaign('DonationRefunded', campaignId)).toHaveLength(1);

    const ended = await api.eventCount();
    const again = await api.call(`/v1/campaigns/${campaignId}/close`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'Again' },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This campaign has already ended' },
    });
    const late = await api.call('/v1/payments/checkout', {
      method: 'POST',
      json: {
        campaignId,
        amount: 5,
        method: 'card',
        donorName: 'Late',
        ...PLAIN_CHOICES,
      },
    });
    expect(late.status).toBe(409);
    expect(await api.eventCount()).toBe(ended);
  });

  it('when two campaign-end runs race, then the campaign ends once', async () => {
    const { campaignId } = await openCampaign();
    clock.moveTo(PAST_THE_END_MS);
    await Promise.all([campaignEndJob.run(api.deps), campaignEndJob.run(api.deps)]);
    expect(await ofCampaign('CampaignEnded', campaignId)).toHaveLength(1);
  });
});

import { moneyOutProcessManagers } from '../money-out';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import { approvalHeldByDispute, heldByDispute } from '../withdrawals/withdrawal';
import { startPaystackDisputeWorld } from './testing/paystack-dispute-world';

let world: Awaited<ReturnType<typeof startPaystackDisputeWorld>>;
let fake: typeof world.fake;
let api: typeof world.api;
let fundedCampaign: typeof world.fundedCampaign;
const disputeOf = async (paymentId: string) => Number(await world.disputeOf(paymentId));

beforeAll(async () => {
  world = await startPaystackDisputeWorld();
  ({ fake, api, fundedCampaign } = world);
});
afterAll(() => world.stop());
beforeEach(() => world.resetClock());

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
    // Gross $50; 5% = $2.50; the gift taken back whole by the dispute bears no fee here, the kept one Paystack's
    // 3.9%, $1.95; net $45.55.
    expect(await approve(campaignId)).toMatchObject({
      status: 200,
      body: {
        data: {
          withdrawal: {
            grossAmount: 50,
            platformFee: 2.5,
            processingFees: 1.95,
            netAmount: 45.55,
            status: 'approved',
          },
        },
      },
    });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    const transfer = fake.book.transfers.get(campaignId)!;
    // The creator's M-PESA wallet is paid in shillings: the $45.55 net at the rate quoted at approval.
    expect(transfer).toMatchObject({ currency: 'KES' });
    const [quoted] = (await api.eventsOfType('ExchangeRateQuoted'))
      .filter((event) => event.data.withdrawalId !== undefined && event.data.to === 'KES')
      .slice(-1);
    expect(quoted).toBeDefined();

    await world.transferPaid(campaignId);
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

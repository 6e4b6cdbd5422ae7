import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { NOTHING_OWED } from './dispute-actions';

let api: CommandApiUnderTest;
let campaignId: string;

beforeAll(async () => {
  api = await startCommandApiUnderTest();
  ({ campaignId } = await createVerifiedCampaign(api));
  await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
});
afterAll(() => api.stop());

/** A $25 gift through the sandbox's hosted page, then disputed from the provider's side there: its dispute id. */
const disputedGift = async () => {
  const started = await api.call('/v1/payments/checkout', {
    method: 'POST',
    json: {
      campaignId,
      amount: 25,
      method: 'card',
      donorName: 'Zainab Bello',
      anonymous: false,
      message: '',
      email: null,
      isRecurring: false,
      recurringInterval: null,
      dedication: null,
    },
  });
  const paymentId = started.body.data.paymentId as string;
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${api.origin}/sandbox/checkout/${paymentId}${path}`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
    });
  await post('', { outcome: 'approve' });
  await post('/provider-side', { action: 'dispute' });
  const [opened] = (await api.eventsOfType('DisputeOpened')).filter(
    (event) => event.data.paymentId === paymentId,
  );
  return { paymentId, disputeId: String(opened!.data.disputeId) };
};
const answer = (disputeId: string, action: string, json: unknown) =>
  api.call(`/v1/admin/disputes/sandbox/${disputeId}/${action}`, {
    method: 'POST',
    token: api.adminToken,
    json,
  });

describe('an admin answers a sandbox dispute (test mode: no provider to tell)', () => {
  it('when an admin accepts it, then it is accepted and closed lost here; nothing is owed to write off before a payout', async () => {
    const { paymentId, disputeId } = await disputedGift();
    expect(await answer(disputeId, 'write-off', { reason: 'Creator gone' })).toMatchObject({
      status: 409,
      body: { message: NOTHING_OWED },
    });
    expect(await answer(disputeId, 'accept', { reason: 'Test mode' })).toMatchObject({
      status: 200,
      body: { data: { dispute: { status: 'lost', accepted: true } } },
    });
    const onStream = (await api.eventsOfType('DisputeClosed')).filter(
      (event) => event.stream_id === `donation-${paymentId}`,
    );
    expect(onStream.map((event) => [event.data.outcome, event.data.amountCents])).toEqual([
      ['lost', 2_500],
    ]);
  });
});

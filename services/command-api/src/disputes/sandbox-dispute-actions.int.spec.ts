import { say } from '@harambee/messages';
import { sandboxPage, startCheckout } from '../money-out/testing/money-world';
import { commandApiForTests, createApprovedCampaign } from '../testing/command-api-under-test';
import { NOTHING_OWED } from './dispute-actions';

const api = commandApiForTests();
let campaignId: string;
beforeAll(async () => {
  ({ campaignId } = await createApprovedCampaign(api));
});

/** A $25 gift through the sandbox's hosted page, then disputed from the provider's side there: its dispute id. */
const disputedGift = async () => {
  const paymentId = await startCheckout(api, campaignId);
  const post = sandboxPage(api, paymentId);
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
      body: { message: say('en', NOTHING_OWED) },
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

import { LANGUAGES, say } from '@harambee/messages';
import { DISPUTE_CLOSED, DISPUTE_CONTESTED, DISPUTE_NOT_FOUND } from './dispute-actions';
import { PROVIDER_FAILED } from './dispute-responder';
import { createVerifiedCampaign } from '../testing/command-api-under-test';
import { startStripeGiftWorld } from './testing/stripe-gift-world';

const english = LANGUAGES.en.messages;
let world: Awaited<ReturnType<typeof startStripeGiftWorld>>;
let fake: typeof world.fake;
let api: typeof world.api;

beforeAll(async () => {
  world = await startStripeGiftWorld();
  ({ fake, api } = world);
});
afterAll(() => world.stop());

/** A $25 card gift to an approved campaign, paid on Stripe, then disputed by the donor's bank: the dispute's id. */
const disputedGift = async () => {
  const { paymentId, paymentIntent } = await world.give(await world.openCampaign());
  expect((await fake.dispute(paymentIntent)).status).toBe(200);
  const [opened] = (await api.eventsOfType('DisputeOpened')).filter(
    (event) => event.data.paymentId === paymentId,
  );
  return { paymentId, disputeId: String(opened!.data.disputeId) };
};

const answer = (disputeId: string, action: string, json: unknown, token = api.adminToken) =>
  api.call(`/v1/admin/disputes/stripe/${disputeId}/${action}`, { method: 'POST', token, json });
const onStream = async (type: string, paymentId: string) =>
  (await api.eventsOfType(type)).filter((event) => event.stream_id === `donation-${paymentId}`);
const toStripe = (disputeId: string) =>
  fake.received.filter((request) => request.path.startsWith(`/v1/disputes/${disputeId}`));

describe('an admin answers a Stripe dispute (a local fake over HTTP, real PostgreSQL)', () => {
  it('when an admin accepts an open dispute, then Stripe closes it, the acceptance is recorded with who and why, and it closes lost once', async () => {
    const { paymentId, disputeId } = await disputedGift();
    const accepted = await answer(disputeId, 'accept', { reason: 'The donor never meant it' });
    expect(accepted).toMatchObject({
      status: 200,
      body: { data: { dispute: { disputeId, status: 'lost', accepted: true } } },
    });
    expect(toStripe(disputeId).map((request) => [request.method, request.path])).toEqual([
      ['POST', `/v1/disputes/${disputeId}/close`],
    ]);
    expect(fake.book.disputeById(disputeId)!.status).toBe('lost');
    const [recorded] = await onStream('DisputeAccepted', paymentId);
    expect(recorded).toMatchObject({
      data: { disputeId, reason: 'The donor never meant it', adminId: expect.any(String) },
      metadata: { actorRole: 'admin' },
    });
    expect(recorded!.data.adminId).toBe(recorded!.metadata.actorId);
    expect((await onStream('DisputeClosed', paymentId)).map((e) => e.data.outcome)).toEqual([
      'lost',
    ]);

    // Stripe's own webhook of the close, and the admin's second click, change nothing.
    await fake.closeDispute(disputeId, 'lost');
    const count = await api.eventCount();
    expect((await answer(disputeId, 'accept', { reason: 'again' })).status).toBe(200);
    expect(await api.eventCount()).toBe(count);
    expect(toStripe(disputeId)).toHaveLength(1);
    expect(await answer(disputeId, 'contest', { evidence: 'Too late' })).toMatchObject({
      status: 409,
      body: { message: say('en', DISPUTE_CLOSED) },
    });
  });

  it('when an admin contests with evidence, then Stripe gets it as uncategorized text with submit=true and DisputeContested is recorded; accepting after that is refused', async () => {
    const { paymentId, disputeId } = await disputedGift();
    const evidence = 'The gift page shows the donor chose this campaign; receipt #42 was mailed.';
    expect(await answer(disputeId, 'contest', { evidence })).toMatchObject({
      status: 200,
      body: { data: { dispute: { status: 'open', contested: true } } },
    });
    const [sent] = toStripe(disputeId);
    const form = new URLSearchParams(sent!.body);
    expect([sent!.method, form.get('evidence[uncategorized_text]'), form.get('submit')]).toEqual([
      'POST',
      evidence,
      'true',
    ]);
    expect(fake.book.disputeById(disputeId)!.status).toBe('under_review');
    expect((await onStream('DisputeContested', paymentId)).map((e) => e.data.evidence)).toEqual([
      evidence,
    ]);
    expect(await answer(disputeId, 'accept', { reason: 'Changed my mind' })).toMatchObject({
      status: 409,
      body: { message: say('en', DISPUTE_CONTESTED) },
    });
  });

  it('when Stripe refuses the answer, then nothing is written and the admin is told to try again (502)', async () => {
    const { disputeId } = await disputedGift();
    // Closed on Stripe's side behind our back: Stripe refuses to change it.
    fake.book.closeDispute(disputeId, 'won');
    const before = await api.eventCount();
    expect(await answer(disputeId, 'accept', { reason: 'Give it back' })).toMatchObject({
      status: 502,
      body: { status: 'fail', message: say('en', PROVIDER_FAILED) },
    });
    expect(await api.eventCount()).toBe(before);
  });

  it('when the caller is no admin, the reason or evidence is missing, or the dispute unknown, then it is refused and nothing is written', async () => {
    const { disputeId } = await disputedGift();
    const creator = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    expect((await answer(disputeId, 'accept', { reason: 'x' }, creator.token)).status).toBe(403);
    expect(
      (
        await api.call(`/v1/admin/disputes/stripe/${disputeId}/accept`, {
          method: 'POST',
          json: { reason: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(await answer(disputeId, 'contest', { evidence: '  ' })).toMatchObject({
      status: 400,
      body: { message: english['api.dispute.evidenceRequired'] },
    });
    expect(await answer(disputeId, 'write-off', {})).toMatchObject({
      status: 400,
      body: { message: english['api.dispute.reasonRequired'] },
    });
    expect(await answer('dp_nope', 'accept', { reason: 'x' })).toMatchObject({
      status: 404,
      body: { message: say('en', DISPUTE_NOT_FOUND) },
    });
    expect(toStripe(disputeId)).toHaveLength(0);
    expect(await api.eventCount()).toBe(before);
  });
});

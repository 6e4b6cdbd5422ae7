import { say } from '@harambee/messages';
import { accounts, balanceOf, ledgerEventTypes, postingsOf } from '@harambee/ledger';
import { NOTHING_OWED } from './dispute-actions';
import { startPaystackDisputeWorld } from './testing/paystack-dispute-world';

let world: Awaited<ReturnType<typeof startPaystackDisputeWorld>>;
let fake: typeof world.fake;
let api: typeof world.api;
let fundedCampaign: typeof world.fundedCampaign;
let disputeOf: typeof world.disputeOf;
const paidOut = (campaignId: string, token: string) => world.paidOut(campaignId, token);

beforeAll(async () => {
  world = await startPaystackDisputeWorld();
  ({ fake, api, fundedCampaign, disputeOf } = world);
});
afterAll(() => world.stop());

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
      body: { message: say('en', NOTHING_OWED) },
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

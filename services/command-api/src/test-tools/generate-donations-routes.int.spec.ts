import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { GENERATED_AMOUNTS } from './generated-donations';

const COUNT_MESSAGE = 'Count must be between 1 and 31';

let api: CommandApiUnderTest;
let campaignId: string;
let creatorToken: string;
beforeAll(async () => {
  api = await startCommandApiUnderTest();
  const created = await createVerifiedCampaign(api);
  campaignId = created.campaignId;
  creatorToken = created.token;
});
afterAll(() => api.stop());

const generate = (json: unknown, token = api.adminToken) =>
  api.call('/test/generate-donations', { method: 'POST', token, json });

describe('generating test donations', () => {
  it('when the campaign is still pending, then it does not accept them and nothing is written', async () => {
    const before = await api.eventCount();
    expect(await generate({ campaignId, count: 3 })).toMatchObject({
      status: 409,
      body: { message: 'This campaign is not accepting donations' },
    });
    expect(await api.eventCount()).toBe(before);
  });

  it('when an admin generates donations to an approved campaign, then each is a real donation on its own stream', async () => {
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/approve`, {
          method: 'PATCH',
          token: api.adminToken,
        })
      ).status,
    ).toBe(200);
    const generated = await generate({ campaignId, count: 31 });
    const donations = await api.eventsOfType('DonationRecorded');
    const total = donations.reduce((sum, event) => sum + event.data.amountCents, 0) / 100;
    expect(generated).toMatchObject({
      status: 201,
      body: { status: 'success', data: { count: 31, total } },
    });
    expect(donations).toHaveLength(31);
    expect(new Set(donations.map((event) => event.stream_id)).size).toBe(31);
    for (const { stream_id, data, metadata } of donations) {
      expect(stream_id).toBe(`donation-${data.paymentId}`);
      expect(data).toMatchObject({ campaignId, paymentMethod: 'generated' });
      expect(GENERATED_AMOUNTS).toContain(data.amountCents / 100);
      expect(Date.now() - new Date(data.donatedAt).getTime()).toBeLessThan(7 * 86_400_000);
      expect(metadata).toMatchObject({ actorId: api.adminId, actorRole: 'admin' });
    }
  });

  it('when a creator or a visitor asks, then it is forbidden or unauthorised', async () => {
    const before = await api.eventCount();
    expect((await generate({ campaignId, count: 1 }, creatorToken)).status).toBe(403);
    expect((await generate({ campaignId, count: 1 }, '')).status).toBe(401);
    expect(await api.eventCount()).toBe(before);
  });

  const badRequests: [string, Record<string, unknown>, number, string][] = [
    ['no count', {}, 400, COUNT_MESSAGE],
    ['a count of 0', { count: 0 }, 400, COUNT_MESSAGE],
    ['a count of 32', { count: 32 }, 400, COUNT_MESSAGE],
    ['a fractional count', { count: 2.5 }, 400, COUNT_MESSAGE],
    ['a count that is not a number', { count: 'many' }, 400, COUNT_MESSAGE],
    ['no campaign', { campaignId: undefined, count: 2 }, 400, 'Campaign ID is missing'],
    [
      'an unknown campaign',
      { campaignId: '00000000-0000-4000-8000-000000000000', count: 2 },
      404,
      'Campaign not found',
    ],
  ];
  it.each(badRequests)(
    'when the request has %s, then it is refused and writes nothing',
    async (_case, overrides, status, message) => {
      const before = await api.eventCount();
      expect(await generate({ campaignId, ...overrides })).toMatchObject({
        status,
        body: { status: 'fail', message },
      });
      expect(await api.eventCount()).toBe(before);
    },
  );
});

describe('when test tools are disabled', () => {
  let production: CommandApiUnderTest;
  beforeAll(async () => {
    production = await startCommandApiUnderTest({
      env: { ENABLE_TEST_TOOLS: 'false', DEMO_SEED: 'false' },
    });
  });
  afterAll(() => production.stop());

  it('then even an admin gets 404 and nothing is written', async () => {
    const before = await production.eventCount();
    const answer = await production.call('/test/generate-donations', {
      method: 'POST',
      token: production.adminToken,
      json: { campaignId, count: 2 },
    });
    expect(answer).toMatchObject({ status: 404, body: { status: 'fail' } });
    expect(await production.eventCount()).toBe(before);
  });
});

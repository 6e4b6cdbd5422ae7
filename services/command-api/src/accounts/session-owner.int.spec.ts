import { say } from '@harambee/messages';
import { SESSION_ENDED, signToken } from '@harambee/platform';
import { randomUUID } from 'node:crypto';
import { commandApiForTests, createVerifiedCampaign } from '../testing/command-api-under-test';

const api = commandApiForTests();

describe("a token checked against its owner's stream", () => {
  it('when a validly signed token names nobody who ever registered, then a command answers 401 as an ended session and writes nothing', async () => {
    const before = await api.eventCount();
    for (const role of ['creator', 'admin'] as const) {
      const token = signToken({ userId: randomUUID(), role }, api.deps.config.jwtSecret);
      expect(await api.call('/v1/notifications/seen', { method: 'POST', token })).toEqual({
        status: 401,
        body: { status: 'fail', message: say('en', SESSION_ENDED) },
      });
    }
    expect(await api.eventCount()).toBe(before);
  });

  it("when a creator's token claims the admin role, then admin commands are refused: the role is the one on record", async () => {
    const created = await createVerifiedCampaign(api);
    const claimsAdmin = signToken(
      { userId: created.body.data.user._id, role: 'admin' },
      api.deps.config.jwtSecret,
    );
    const before = await api.eventCount();
    const approve = await api.call(`/v1/campaigns/${created.campaignId}/approve`, {
      method: 'PATCH',
      token: claimsAdmin,
    });
    expect(approve.status).toBe(403);
    expect(await api.eventCount()).toBe(before);
    expect(
      (await api.call('/v1/notifications/seen', { method: 'POST', token: claimsAdmin })).status,
    ).toBe(200);
  });
});

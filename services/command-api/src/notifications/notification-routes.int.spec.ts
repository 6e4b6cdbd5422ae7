import { signToken } from '@harambee/platform';
import { commandApiForTests, createVerifiedCampaign } from '../testing/command-api-under-test';

const api = commandApiForTests();

describe('marking donation notifications as seen', () => {
  it('when a creator marks them seen, then it is recorded on their own account', async () => {
    const created = await createVerifiedCampaign(api);
    const userId = created.body.data.user._id;
    const seen = await api.call('/v1/notifications/seen', { method: 'POST', token: created.token });
    expect(seen).toMatchObject({
      status: 200,
      body: { status: 'success', data: { seenAt: expect.any(String) } },
    });
    const [event] = await api.eventsOfType('DonationNotificationsSeen');
    expect(event).toMatchObject({
      stream_id: `user-${userId}`,
      data: { userId },
      metadata: { actorId: userId },
    });
  });

  it('when nobody is logged in or the account is unknown, then nothing is written', async () => {
    const before = await api.eventCount();
    expect((await api.call('/v1/notifications/seen', { method: 'POST' })).status).toBe(401);
    const stranger = signToken(
      { userId: '00000000-0000-4000-8000-000000000000', role: 'creator' },
      api.deps.config.jwtSecret,
    );
    expect(
      (await api.call('/v1/notifications/seen', { method: 'POST', token: stranger })).status,
    ).toBe(401);
    expect(await api.eventCount()).toBe(before);
  });
});

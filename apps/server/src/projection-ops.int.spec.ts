import { DEMO_CREATOR_PASSWORD, demoCreators } from './demo-content';
import { type TestHarambee, startHarambee } from '../../../test/support/harambee-server';

let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
});
afterAll(() => harambee.stop());

const approvedTotals = async () => {
  const { body } = await harambee.api('/v1/campaigns/approved');
  return body.data.campaigns.map((c: any) => [c._id, c.amountRaised, c.donationCount]).sort();
};

describe('projection operations on the embedded database', () => {
  it('when an admin rebuilds every projection, then the read models come back the same and keep serving', async () => {
    const before = await approvedTotals();
    expect(before.length).toBeGreaterThan(3);
    const rebuilding = harambee.api('/ops/projections/rebuild', {
      method: 'POST',
      token: harambee.adminToken,
      json: {},
    });
    expect((await harambee.api('/v1/campaigns/approved')).status).toBe(200);
    const rebuilt = await rebuilding;
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.data.rebuilt).toEqual(expect.arrayContaining(['campaigns', 'donations']));
    expect(await approvedTotals()).toEqual(before);
  });

  it('when a creator or an unknown projection is asked for, then it is refused', async () => {
    const creator = await harambee.login(demoCreators[0]!.email, DEMO_CREATOR_PASSWORD);
    expect(
      (await harambee.api('/ops/projections/rebuild', { method: 'POST', token: creator, json: {} }))
        .status,
    ).toBe(403);
    expect(
      (await harambee.api('/ops/projections/rebuild', { method: 'POST', json: {} })).status,
    ).toBe(401);
    const unknown = await harambee.api('/ops/projections/rebuild', {
      method: 'POST',
      token: harambee.adminToken,
      json: { names: ['nope'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('when an admin asks for the status, then each projection reports its checkpoint', async () => {
    const { status, body } = await harambee.api('/ops/projections', { token: harambee.adminToken });
    expect(status).toBe(200);
    expect(body.data.projections.length).toBeGreaterThan(3);
  });
});

import { DEMO_CREATOR_PASSWORD, demoCreators } from '@harambee/server';
import { type TestHarambee, startHarambee } from '../support/harambee-server';
import { contactMessage } from '../../services/command-api/src/contact/testing/contact-message';

let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
});
afterAll(() => harambee.stop());

const eventually = async <T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const admin = (path: string) => harambee.api(path, { token: harambee.adminToken });
const totals = async () =>
  ((await harambee.api('/v1/campaigns/approved')).body.data.campaigns as any[])
    .map((c) => [c._id, c.amountRaised, c.donationCount])
    .sort();

describe('erasure and the read models', () => {
  it('when a creator erases themselves and the projections are rebuilt, then they read as "Erased user" with no contact data, while totals and the audit trail stay whole', async () => {
    const creator = demoCreators[0]!;
    const login = await harambee.api('/auth/login', {
      method: 'POST',
      json: { email: creator.email, password: DEMO_CREATOR_PASSWORD },
    });
    const { token, user } = login.body.data as { token: string; user: { id: string } };
    const campaigns = (await harambee.api(`/v1/campaigns/user/${user.id}`, { token })).body.data
      .campaigns as any[];
    const campaignId = campaigns[0]._id as string;
    const history = async () =>
      (await admin(`/v1/campaigns/${campaignId}/history`)).body.data.history as any[];
    const historyBefore = await history();
    expect(
      historyBefore.some(
        (entry) => entry.actorName === creator.name || JSON.stringify(entry).includes(creator.name),
      ),
    ).toBe(true);
    const before = await totals();

    const erased = await harambee.api('/v1/users/me/erase', {
      method: 'POST',
      token,
      json: { password: DEMO_CREATOR_PASSWORD },
    });
    expect(erased.status).toBe(200);
    const live = await eventually(
      () => admin(`/v1/user/${user.id}`),
      (r) => r.body.data?.user?.name === 'Erased user',
    );
    expect(live.body.data.user).toMatchObject({ name: 'Erased user', email: '', phone: null });

    const rebuilt = await harambee.api('/ops/projections/rebuild', {
      method: 'POST',
      token: harambee.adminToken,
      json: {},
    });
    expect(rebuilt.status).toBe(200);

    expect((await admin(`/v1/user/${user.id}`)).body.data.user).toMatchObject({
      name: 'Erased user',
      email: '',
      phone: null,
    });
    const campaign = (await admin(`/v1/campaigns/${campaignId}`)).body.data.campaign;
    expect(JSON.stringify(campaign)).not.toContain(creator.email);
    expect(JSON.stringify(campaign)).not.toContain(creator.name);
    expect(await totals()).toEqual(before);
    const historyAfter = await history();
    expect(historyAfter).toHaveLength(historyBefore.length);
    expect(JSON.stringify(historyAfter)).not.toContain(creator.name);
    expect(JSON.stringify(historyAfter)).toContain('Erased user');

    const again = await harambee.api('/auth/login', {
      method: 'POST',
      json: { email: creator.email, password: DEMO_CREATOR_PASSWORD },
    });
    expect(again.status).toBe(401);
  });

  it('when an admin erases a contact message and the projections are rebuilt, then the message lists as erased', async () => {
    const sent = await harambee.api('/contact', {
      method: 'POST',
      json: contactMessage({ message: 'Call me on 0700 000 000.' }),
    });
    const id = sent.body.data.contactMessage._id as string;
    const find = async () =>
      ((await admin('/contact')).body.data.data as any[]).find((m) => m._id === id);
    expect((await eventually(find, (m) => Boolean(m)))?.email).toBe('sarah@example.org');

    expect(
      (
        await harambee.api(`/v1/admin/contact-messages/${id}/erase`, {
          method: 'POST',
          token: harambee.adminToken,
          json: {},
        })
      ).status,
    ).toBe(200);
    expect(await eventually(find, (m) => m?.name === 'Erased user')).toMatchObject({
      name: 'Erased user',
      email: '',
      message: '',
      role: 'investor',
    });

    expect(
      (
        await harambee.api('/ops/projections/rebuild', {
          method: 'POST',
          token: harambee.adminToken,
          json: {},
        })
      ).status,
    ).toBe(200);
    expect(await find()).toMatchObject({
      name: 'Erased user',
      email: '',
      message: '',
      role: 'investor',
    });
  });
});

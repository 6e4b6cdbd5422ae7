import { openDatabase, type SqlDatabase } from '@harambee/database';
import { startSmtpSink } from '@harambee/test-support';
import { randomUUID } from 'node:crypto';
import { withMetadata } from '../core/handle-command';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { claimEmail, emailHolder, emailStream, legacyEmailStream } from './email-claim';
import { EMAIL_ID_KEY_CHANGED } from './email-id-migration';
import { hashPassword } from './passwords';
import { userStream } from './user';

const KEY = { EMAIL_ID_KEY: 'k'.repeat(16) + 'an-email-id-key-for-tests' };
const context = { system: true, correlationId: 'legacy', now: new Date() };

/** What the store of a release before keyed ids held: claims named by the address's plain SHA-256. */
const legacyAccount = async (api: CommandApiUnderTest, email: string, released = false) => {
  const userId = randomUUID();
  const registered = {
    type: 'CreatorRegistered' as const,
    data: {
      userId,
      name: 'Baraka Otieno',
      email,
      phone: '+254700000000',
      country: 'Kenya',
      passwordHash: await hashPassword('Legacy123'),
      registeredAt: new Date().toISOString(),
    },
  };
  const release = {
    type: 'EmailReleased' as const,
    data: { userId, releasedAt: '2025-01-01T00:00:00.000Z' },
  };
  await api.deps.store.append([
    {
      streamId: legacyEmailStream(email),
      expected: 'no_stream',
      events: withMetadata([claimEmail(email, userId), ...(released ? [release] : [])], context),
    },
    {
      streamId: userStream(userId),
      expected: 'no_stream',
      events: withMetadata([registered], context),
    },
  ]);
  return userId;
};

describe('email claim streams named by a keyed hash', () => {
  let db: SqlDatabase;
  let api: CommandApiUnderTest;
  const held = `held-${randomUUID()}@example.org`;
  const freed = `freed-${randomUUID()}@example.org`;
  let heldBy: string;

  beforeAll(async () => {
    db = await openDatabase({});
    const before = await startCommandApiUnderTest({ db, env: KEY });
    heldBy = await legacyAccount(before, held);
    await legacyAccount(before, freed, true);
    expect(await emailHolder(before.deps, held)).toEqual({ userId: heldBy, expected: 'no_stream' });
    await before.stop();
    // A database from before the keyed ids knows neither the key nor the migration.
    await db.query('drop table email_id_key');
    api = await startCommandApiUnderTest({ db, env: KEY });
  });
  afterAll(async () => {
    await api.stop();
    await db.close();
  });

  it('when the server starts on a store with legacy claims, then each held address is claimed on its keyed stream by the system', async () => {
    const { events } = await api.deps.store.readStream(emailStream(KEY.EMAIL_ID_KEY, held));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'EmailClaimed',
      data: { email: held, userId: heldBy },
      metadata: { actorRole: 'system', causationId: expect.any(String) },
    });
    expect((await api.deps.store.readStream(emailStream(KEY.EMAIL_ID_KEY, freed))).version).toBe(0);
  });

  it('when a migrated address signs in or signs up again, then its holder signs in and nobody claims it twice', async () => {
    const login = await api.call('/auth/login', {
      method: 'POST',
      json: { email: held, password: 'Legacy123' },
    });
    expect(login).toMatchObject({ status: 200, body: { data: { user: { id: heldBy } } } });
    const again = await createVerifiedCampaign(api, {
      email: held,
      password: 'Other1234',
      confirmPassword: 'Other1234',
    });
    expect(again.status).toBe(401);
    const claims = await db.query(
      "select 1 from events where type = 'EmailClaimed' and stream_id = $1",
      [emailStream(KEY.EMAIL_ID_KEY, held)],
    );
    expect(claims).toHaveLength(1);
  });

  it('when a released legacy address signs up, then a new account takes it on the keyed stream', async () => {
    const signedUp = await createVerifiedCampaign(api, { email: freed });
    expect(signedUp.status).toBe(201);
    const { events } = await api.deps.store.readStream(emailStream(KEY.EMAIL_ID_KEY, freed));
    expect(events.map((event) => event.data)).toEqual([
      { email: freed, userId: signedUp.body.data.user.id },
    ]);
  });

  it('when the server starts again, then nothing more is written; with another key, it refuses to start', async () => {
    const count = await api.eventCount();
    const again = await startCommandApiUnderTest({ db, env: KEY });
    await again.stop();
    expect(await api.eventCount()).toBe(count);
    const smtp = await startSmtpSink();
    await expect(
      startCommandApiUnderTest({ db, smtp, env: { EMAIL_ID_KEY: 'another-key-'.repeat(4) } }),
    ).rejects.toThrow(EMAIL_ID_KEY_CHANGED);
    await smtp.stop();
  });
});

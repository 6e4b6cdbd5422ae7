import { databaseTraffic, type SqlDatabase } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import {
  EVENTS_APPENDED_CHANNEL,
  createPersonalDataVault,
  createPostgresEventStore,
  migrate,
} from './index';
import { withHeldCommit } from './testing/held-commits';
import {
  adminMetadata,
  campaignApproved,
  campaignFeatured,
  eventually,
  sampleCatalogue,
  userRegistered,
  type SampleStore,
} from './testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

/** The registration of one person, written again to the nth of their profile streams. */
const profile = (n: number, userId: string) => ({
  streamId: `profile-${n}-${userId}`,
  expected: 'no_stream' as const,
  events: [userRegistered(userId, 'Amina Njeri')],
});

/** What only the PostgreSQL store does; what every store does is in testing/event-store-contract.ts. */
describe.each(testDatabaseKinds())('appending to the event store on %s', (kind) => {
  let db: SqlDatabase;
  let store: SampleStore;
  const onServer = kind === 'postgres' ? it : it.skip;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await Promise.all([migrate(db), migrate(db)]);
    store = createPostgresEventStore(db, sampleCatalogue);
  });
  afterAll(() => db.close());
  beforeEach(() => db.exec('truncate events'));

  it('when events are appended, then listeners on the appended channel are told', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen(EVENTS_APPENDED_CHANNEL, (payload) => heard.push(payload));

    const { lastPosition } = await store.append([
      { streamId: 'campaign-12', expected: 'any', events: [campaignApproved('12')] },
    ]);

    await eventually(() => heard.length > 0);
    expect(heard).toEqual([lastPosition.globalPosition]);
    await unlisten();
  });

  it("when an append is about a person new to the store, then their key is stored with it in the append's one round trip and the event opens with it", async () => {
    const userId = randomUUID();
    const before = databaseTraffic.roundTrips;
    await store.append([
      {
        streamId: `user-${userId}`,
        expected: 'no_stream',
        events: [userRegistered(userId, 'Amina Njeri')],
      },
    ]);
    expect(databaseTraffic.roundTrips - before).toBe(1);
    const [registered] = (await store.readStream(`user-${userId}`)).events;
    expect(registered?.data).toMatchObject({ name: 'Amina Njeri', email: 'amina@example.org' });
  });

  it("when a store appended or read a person's events, then its next append about them takes one round trip, their key proposed as kept", async () => {
    const userId = randomUUID();
    const registered = (n: number) => profile(n, userId);
    await store.append([registered(1)]);
    const reader = createPostgresEventStore(db, sampleCatalogue);
    await reader.readStream(`profile-1-${userId}`);

    const before = databaseTraffic.roundTrips;
    await store.append([registered(2)]);
    await reader.append([registered(3)]);
    expect(databaseTraffic.roundTrips - before).toBe(2);
    const read = await createPostgresEventStore(db, sampleCatalogue).readStreams(
      [1, 2, 3].map((n) => `profile-${n}-${userId}`),
    );
    expect(read.map(({ events }) => events[0]?.data)).toEqual(
      [1, 2, 3].map(() => expect.objectContaining({ name: 'Amina Njeri' })),
    );
  });

  it('when a person whose key the store kept is erased, then an append about them is refused as erased and nothing of it is written', async () => {
    const userId = randomUUID();
    const registered = (n: number) => profile(n, userId);
    await store.append([registered(1)]);
    await createPersonalDataVault(db).erase(`user-${userId}`);

    await expect(store.append([registered(2)])).rejects.toThrow(
      `Personal data of user-${userId} was erased`,
    );
    await expect(store.append([registered(3)])).rejects.toThrow(
      `Personal data of user-${userId} was erased`,
    );
    expect(
      await db.query('select 1 from events where stream_id = any($1::text[])', [
        [2, 3].map((n) => `profile-${n}-${userId}`),
      ]),
    ).toEqual([]);
  });

  it('when appends about one new person race, then one key is kept and every event opens with it', async () => {
    const userId = randomUUID();
    const streams = Array.from({ length: 4 }, (_, n) => `profile-${n}-${userId}`);
    await Promise.all(
      streams.map((streamId) =>
        store.append([
          { streamId, expected: 'no_stream', events: [userRegistered(userId, 'Amina Njeri')] },
        ]),
      ),
    );
    const read = await store.readStreams(streams);
    expect(read.map(({ events }) => events[0]?.data)).toEqual(
      streams.map(() => expect.objectContaining({ name: 'Amina Njeri' })),
    );
    const keys = await db.query('select 1 from personal_data_keys where subject_id = $1', [
      `user-${userId}`,
    ]);
    expect(keys).toHaveLength(1);
  });

  onServer(
    'when a writer outside the store holds the next version open, then the append waits and clashes',
    async () => {
      const rival = withHeldCommit(db);
      const rivalCommit = rival.db.transaction((tx) =>
        tx.query(
          `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
         values ('campaign-13', 1, $1, 'CampaignApproved', 1, $2, $3)`,
          [
            randomUUID(),
            JSON.stringify(campaignApproved('13').data),
            JSON.stringify(adminMetadata),
          ],
        ),
      );
      await rival.workDone;

      const append = store.append([
        { streamId: 'campaign-13', expected: 'no_stream', events: [campaignFeatured('13')] },
      ]);
      await eventually(async () => {
        const [row] = await db.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return row?.waiting === 1;
      });
      rival.release();
      await rivalCommit;

      await expect(append).rejects.toMatchObject({ name: 'ConcurrencyError', actual: 1 });
      expect((await store.readStream('campaign-13')).events.map((e) => e.type)).toEqual([
        'CampaignApproved',
      ]);
    },
  );
});

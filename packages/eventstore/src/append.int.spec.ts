import { MalformedEventError, UnknownEventError } from '@harambee/events';
import type { SqlDatabase } from '@harambee/platform';
import { randomUUID } from 'node:crypto';
import {
  ConcurrencyError,
  DuplicateEventError,
  EVENTS_APPENDED_CHANNEL,
  LOG_START,
  createPostgresEventStore,
  migrate,
  type EventStore,
  type NewEvent,
} from './index';
import { withHeldCommit } from './testing/held-commits';
import {
  adminMetadata,
  campaignApproved,
  campaignFeatured,
  eventually,
} from './testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

describe.each(testDatabaseKinds())('appending to the event store on %s', (kind) => {
  let db: SqlDatabase;
  let store: EventStore;
  const onServer = kind === 'postgres' ? it : it.skip;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await Promise.all([migrate(db), migrate(db)]);
    store = createPostgresEventStore(db);
  });
  afterAll(() => db.close());
  beforeEach(() => db.exec('truncate events'));

  const ids = async (streamId: string) =>
    (await store.readStream(streamId)).events.map((event) => event.id);

  it('when events are appended to a new stream, then reading it gives them back in order with their version', async () => {
    const { lastPosition } = await store.append([
      {
        streamId: 'campaign-1',
        expected: 'no_stream',
        events: [campaignApproved('1'), campaignFeatured('1')],
      },
    ]);

    const { version, events } = await store.readStream('campaign-1');
    expect(version).toBe(2);
    expect(events).toMatchObject([
      { type: 'CampaignApproved', data: campaignApproved('1').data, streamVersion: 1 },
      { type: 'CampaignFeatured', data: campaignFeatured('1').data, streamVersion: 2 },
    ]);
    expect(events[1]).toMatchObject({
      streamId: 'campaign-1',
      schemaVersion: 1,
      metadata: adminMetadata,
      position: lastPosition,
      recordedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('when a stream has no events, then reading it gives version 0 and nothing', async () => {
    expect(await store.readStream('campaign-none')).toEqual({ version: 0, events: [] });
  });

  it('when the stream must not exist but does, then the append is refused with its actual version', async () => {
    await store.append([
      { streamId: 'campaign-2', expected: 'no_stream', events: [campaignApproved('2')] },
    ]);

    const again = store.append([
      { streamId: 'campaign-2', expected: 'no_stream', events: [campaignFeatured('2')] },
    ]);

    await expect(again).rejects.toThrow(ConcurrencyError);
    await expect(again).rejects.toMatchObject({
      streamId: 'campaign-2',
      expected: 'no_stream',
      actual: 1,
    });
    expect(await store.readStream('campaign-2')).toMatchObject({ version: 1 });
  });

  it('when the expected version is stale, then the append is refused; when it is current, then it is stored', async () => {
    await store.append([
      { streamId: 'campaign-3', expected: 'no_stream', events: [campaignApproved('3')] },
    ]);
    await store.append([{ streamId: 'campaign-3', expected: 1, events: [campaignFeatured('3')] }]);

    const stale = store.append([
      { streamId: 'campaign-3', expected: 1, events: [campaignFeatured('3')] },
    ]);

    await expect(stale).rejects.toMatchObject({ name: 'ConcurrencyError', expected: 1, actual: 2 });
    expect(await store.readStream('campaign-3')).toMatchObject({ version: 2 });
  });

  it('when any version is accepted, then the append goes to a new or an existing stream', async () => {
    await store.append([
      { streamId: 'campaign-4', expected: 'any', events: [campaignApproved('4')] },
    ]);
    await store.append([
      { streamId: 'campaign-4', expected: 'any', events: [campaignFeatured('4')] },
    ]);

    expect(await store.readStream('campaign-4')).toMatchObject({ version: 2 });
  });

  it('when five appends race at the same expected version, then exactly one is stored whole and the others clash', async () => {
    await store.append([
      { streamId: 'campaign-5', expected: 'no_stream', events: [campaignApproved('5')] },
    ]);
    const contenders = Array.from({ length: 5 }, () => [
      campaignFeatured('5'),
      campaignFeatured('5'),
    ]);

    const results = await Promise.allSettled(
      contenders.map((events) => store.append([{ streamId: 'campaign-5', expected: 1, events }])),
    );

    const winners = results.flatMap((result, index) =>
      result.status === 'fulfilled' ? [index] : [],
    );
    expect(winners).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toBeInstanceOf(ConcurrencyError);
    }
    const { version, events } = await store.readStream('campaign-5');
    expect(version).toBe(3);
    expect(events.slice(1).map((e) => e.type)).toEqual(['CampaignFeatured', 'CampaignFeatured']);
  });

  it('when one stream of a multi-stream append clashes, then no stream gets anything', async () => {
    await store.append([
      { streamId: 'campaign-6b', expected: 'no_stream', events: [campaignApproved('6b')] },
    ]);

    const append = store.append([
      {
        streamId: 'campaign-6a',
        expected: 'no_stream',
        events: [campaignApproved('6a'), campaignFeatured('6a')],
      },
      { streamId: 'campaign-6b', expected: 'no_stream', events: [campaignFeatured('6b')] },
    ]);

    await expect(append).rejects.toMatchObject({
      name: 'ConcurrencyError',
      streamId: 'campaign-6b',
    });
    expect(await store.readStream('campaign-6a')).toEqual({ version: 0, events: [] });
    expect(await store.readStream('campaign-6b')).toMatchObject({ version: 1 });
  });

  it('when a multi-stream append succeeds, then every stream gets its events in one go', async () => {
    await store.append([
      { streamId: 'campaign-7', expected: 'no_stream', events: [campaignApproved('7')] },
      { streamId: 'donation-7', expected: 'no_stream', events: [campaignFeatured('7')] },
    ]);

    expect(await store.readStream('campaign-7')).toMatchObject({ version: 1 });
    expect(await store.readStream('donation-7')).toMatchObject({ version: 1 });
  });

  it('when the same append is retried with the same event ids, then the events are stored once', async () => {
    const write = {
      streamId: 'campaign-8',
      expected: 'no_stream' as const,
      events: [campaignApproved('8', randomUUID()), campaignApproved('8', randomUUID())],
    };
    const first = await store.append([write]);

    const retry = await store.append([write]);

    expect(retry).toEqual(first);
    expect(await ids('campaign-8')).toEqual(write.events.map((event) => event.id));
    expect(await store.readAll(LOG_START, 10)).toHaveLength(2);
  });

  it('when an append repeats only some stored event ids, then it is refused whole', async () => {
    const stored = campaignApproved('9', randomUUID());
    await store.append([{ streamId: 'campaign-9', expected: 'any', events: [stored] }]);

    const overlapping = store.append([
      { streamId: 'campaign-9', expected: 'any', events: [stored, campaignFeatured('9')] },
    ]);

    await expect(overlapping).rejects.toThrow(DuplicateEventError);
    expect(await ids('campaign-9')).toEqual([stored.id]);
  });

  it('when one event id appears twice in an append, then it is refused', async () => {
    const id = randomUUID();
    const append = store.append([
      {
        streamId: 'campaign-10',
        expected: 'any',
        events: [campaignApproved('10', id), campaignApproved('10', id)],
      },
    ]);

    await expect(append).rejects.toThrow(DuplicateEventError);
    expect(await ids('campaign-10')).toEqual([]);
  });

  it.each<[string, NewEvent, new (...args: never[]) => Error]>([
    [
      'an unknown type',
      { ...campaignApproved('11'), type: 'CampaignExploded' } as unknown as NewEvent,
      UnknownEventError,
    ],
    [
      'data missing a field',
      { ...campaignApproved('11'), data: { campaignId: '11' } } as NewEvent,
      MalformedEventError,
    ],
    [
      'metadata without a role',
      { ...campaignApproved('11'), metadata: { actorId: null } } as unknown as NewEvent,
      MalformedEventError,
    ],
    ['an id that is not a UUID', campaignApproved('11', 'event-1'), MalformedEventError],
  ])(
    'when an event has %s, then the whole append is refused before writing',
    async (_, bad, error) => {
      const append = store.append([
        { streamId: 'campaign-11a', expected: 'any', events: [campaignApproved('11')] },
        { streamId: 'campaign-11b', expected: 'any', events: [bad] },
      ]);

      await expect(append).rejects.toThrow(error);
      expect(await store.readAll(LOG_START, 10)).toEqual([]);
    },
  );

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

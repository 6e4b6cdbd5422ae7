import { randomUUID } from 'node:crypto';
import { LOG_START, UnreadableEventError, createPostgresEventStore, migrate } from './index';
import { withHeldCommit } from './testing/held-commits';
import {
  adminMetadata,
  campaignApproved,
  campaignFeatured,
  readLogOf,
  readOnceThere,
  sampleCatalogue,
} from './testing/sample-events';
import { sampleStoreForTests, testDatabaseKinds } from './testing/test-databases';

describe.each(testDatabaseKinds())('reading the global log on %s', (kind) => {
  const onServer = kind === 'postgres' ? it : it.skip;

  const world = sampleStoreForTests(kind);
  beforeEach(() => world.db.exec('truncate events'));

  const appendOne = (streamId: string) =>
    world.store.append([{ streamId, expected: 'any', events: [campaignApproved(streamId)] }]);

  /** What `read` gives while an earlier append is still open and a later one has committed; then the earlier lands. */
  const readWhileEarlierOpen = async <T>(read: () => Promise<T>) => {
    const slow = withHeldCommit(world.db);
    const earlier = createPostgresEventStore(slow.db, sampleCatalogue).append([
      { streamId: 'campaign-early', expected: 'no_stream', events: [campaignApproved('early')] },
    ]);
    await slow.workDone;
    await appendOne('campaign-late');
    const seen = await read();
    slow.release();
    await earlier;
    return seen;
  };

  onServer(
    'when an earlier append is still open, then a later commit is held back until it lands, in order',
    async () => {
      const whileOpen = await readWhileEarlierOpen(() => world.store.readAll(LOG_START, 10));
      const afterwards = await readLogOf(world.store, 2);

      expect(whileOpen).toEqual([]);
      expect(afterwards.map((event) => event.streamId)).toEqual([
        'campaign-early',
        'campaign-late',
      ]);
    },
  );

  onServer(
    'when a sweep goes on reading by type from its last event while an earlier append is open, then it misses neither',
    async () => {
      const whileOpen = await readWhileEarlierOpen(() =>
        world.store.readByType(['CampaignApproved'], {}, LOG_START),
      );
      const next = await readOnceThere(
        () => world.store.readByType(['CampaignApproved'], {}, LOG_START),
        (events) => events,
        2,
      );
      const after = await world.store.readByType(['CampaignApproved'], {}, next.at(-1)!.position);

      expect(whileOpen).toEqual([]);
      expect(next.map((event) => event.streamId)).toEqual(['campaign-early', 'campaign-late']);
      expect(after).toEqual([]);
    },
  );

  onServer(
    'when a reader of some types goes on from where it read up to while an earlier append is open, then it misses neither',
    async () => {
      const whileOpen = await readWhileEarlierOpen(() =>
        world.store.readAllOf(['CampaignApproved'], LOG_START, 10),
      );
      const next = await readOnceThere(
        () => world.store.readAllOf(['CampaignApproved'], whileOpen.readTo, 10),
        (read) => read.events,
        2,
      );
      const after = await world.store.readAllOf(['CampaignApproved'], next.readTo, 10);

      expect(whileOpen).toEqual({ events: [], readTo: LOG_START });
      expect(next.events.map((event) => event.streamId)).toEqual([
        'campaign-early',
        'campaign-late',
      ]);
      expect(after).toEqual({ events: [], readTo: next.readTo });
    },
  );

  it('when a reader of some types reads, then it gets only those, and its place moves past the others', async () => {
    await world.store.append([
      {
        streamId: 'campaign-a',
        expected: 'no_stream',
        events: [campaignApproved('a'), campaignFeatured('a')],
      },
    ]);
    await appendOne('campaign-b');
    await world.store.append([
      { streamId: 'campaign-a', expected: 2, events: [campaignFeatured('a')] },
    ]);
    const log = await readLogOf(world.store, 4);

    const first = await world.store.readAllOf(['CampaignApproved'], LOG_START, 1);
    const rest = await world.store.readAllOf(['CampaignApproved'], first.readTo, 10);
    const none = await world.store.readAllOf(['CampaignApproved'], rest.readTo, 10);

    expect(first.events.map((event) => event.id)).toEqual([log[0]!.id]);
    expect(first.readTo).toEqual(log[0]!.position);
    expect(rest.events.map((event) => event.id)).toEqual([log[2]!.id]);
    expect(rest.readTo).toEqual(log[3]!.position);
    expect(none).toEqual({ events: [], readTo: log[3]!.position });
  });

  it.each([
    ['a type missing from the catalogue', 'CampaignExploded', campaignApproved('x').data],
    ['data its schema refuses', 'CampaignFeatured', { campaignId: 'x' }],
  ])(
    'when a stored event has %s, then reading it fails naming the event',
    async (_, type, data) => {
      const id = randomUUID();
      await world.db.query(
        `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
       values ('campaign-x', 1, $1, $2, 1, $3, $4)`,
        [id, type, JSON.stringify(data), JSON.stringify(adminMetadata)],
      );

      await expect(world.store.readAll(LOG_START, 10)).rejects.toThrow(UnreadableEventError);
      await expect(world.store.readStream('campaign-x')).rejects.toThrow(id);
    },
  );

  it('when the migration runs again, then the stored events stay', async () => {
    await world.store.append([
      {
        streamId: 'campaign-m',
        expected: 'no_stream',
        events: [campaignApproved('m'), campaignFeatured('m')],
      },
    ]);

    await migrate(world.db);

    expect(await world.store.readStream('campaign-m')).toMatchObject({ version: 2 });
  });
});

import { LOG_START, comparePositions, createPostgresEventStore } from './index';
import { withCommitDelay } from './testing/held-commits';
import {
  campaignApproved,
  campaignFeatured,
  eventually,
  sampleCatalogue,
  sleep,
  type StoredSample,
} from './testing/sample-events';
import { sampleStoreForTests, testDatabaseKinds } from './testing/test-databases';

const WRITERS = 8;
const EVENTS_PER_WRITER = 50;

describe.each(testDatabaseKinds())('following the global log on %s', (kind) => {
  const world = sampleStoreForTests(kind);
  beforeEach(() => world.db.exec('truncate events'));

  /** Half the writers hold their transactions open a while, so later positions often commit first. */
  const writer = (index: number) => async () => {
    const slow = index % 2 === 0;
    const writes = slow
      ? createPostgresEventStore(
          withCommitDelay(world.db, () => Math.random() * 15),
          sampleCatalogue,
        )
      : world.store;
    for (let version = 0; version < EVENTS_PER_WRITER; version += 1) {
      const streamId = `campaign-w${index}`;
      await writes.append([
        { streamId, expected: version || 'no_stream', events: [campaignFeatured(streamId)] },
      ]);
    }
  };

  it('when eight writers append at once, then a follower sees every event once, in log order', async () => {
    let inBatch = false;
    let overlapped = false;
    const seen: StoredSample[] = [];
    const subscription = await world.store.subscribe({
      from: LOG_START,
      batchSize: 37,
      onBatch: async (events) => {
        overlapped ||= inBatch;
        inBatch = true;
        await sleep(Math.random() * 5);
        seen.push(...events);
        inBatch = false;
      },
    });

    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)()));
    await world.store.append([
      { streamId: 'campaign-last', expected: 'no_stream', events: [campaignApproved('last')] },
    ]);
    await eventually(() => seen.some((event) => event.streamId === 'campaign-last'));
    await subscription.stop();

    expect(overlapped).toBe(false);
    const written = seen.filter((event) => event.streamId !== 'campaign-last');
    expect(written.length).toBe(WRITERS * EVENTS_PER_WRITER);
    expect(new Set(seen.map((event) => event.id)).size).toBe(seen.length);
    seen.slice(1).forEach((event, index) => {
      expect(comparePositions(seen[index]!.position, event.position)).toBe(-1);
    });
    for (let index = 0; index < WRITERS; index += 1) {
      const versions = written
        .filter((e) => e.streamId === `campaign-w${index}`)
        .map((e) => e.streamVersion);
      expect(versions).toEqual(Array.from({ length: EVENTS_PER_WRITER }, (_, v) => v + 1));
    }
  });

  it('when stopped during a batch, then it lets the batch finish and delivers nothing more', async () => {
    await world.store.append([
      { streamId: 'campaign-s', expected: 'no_stream', events: [campaignApproved('s')] },
    ]);
    let release = () => {};
    const batchHeld = new Promise<void>((resolve) => (release = resolve));
    let entered = false;
    const finished: number[] = [];
    const subscription = await world.store.subscribe({
      from: LOG_START,
      onBatch: async (events) => {
        entered = true;
        await batchHeld;
        finished.push(...events.map((event) => event.streamVersion));
      },
    });
    await eventually(() => entered);

    const stopped = subscription.stop();
    await world.store.append([
      { streamId: 'campaign-s', expected: 1, events: [campaignFeatured('s')] },
    ]);
    release();
    await stopped;

    expect(finished).toEqual([1]);
  });
});

import type { Db } from 'mongodb';
import { EventEmitter } from 'node:events';
import { mongoNotices } from './mongo-notices';

/** A change stream as the driver hands one over: events, and a close. */
class FakeStream extends EventEmitter {
  closed = false;
  constructor(readonly options: { resumeAfter?: unknown }) {
    super();
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

/** The one boundary we cannot reach here: a MongoDB collection that opens change streams. */
const fakeDb = () => {
  const streams: FakeStream[] = [];
  const db = {
    collection: () => ({
      watch: (_pipeline: unknown, options: { resumeAfter?: unknown }) => {
        const stream = new FakeStream(options);
        streams.push(stream);
        setImmediate(() => stream.emit('resumeTokenChanged', { _data: 'start' }));
        return stream;
      },
    }),
  } as unknown as Db;
  return { db, streams };
};

const inserted = (token: string, notices: { channel: string; payload: string }[]) => ({
  _id: { _data: token },
  operationType: 'insert',
  fullDocument: { at: new Date(), notices },
});

describe("the projector's notices from a MongoDB change stream", () => {
  it("when notices are inserted, then each listener hears its channel's payloads, from one stream for all", async () => {
    const { db, streams } = fakeDb();
    const feed = mongoNotices(db);
    const progress: string[] = [];
    const counts: string[] = [];
    await feed.listen('campaign_progress', (payload) => progress.push(payload));
    await feed.listen('user_notifications', (payload) => counts.push(payload));
    streams[0]!.emit(
      'change',
      inserted('t1', [
        { channel: 'read_models_changed', payload: '' },
        { channel: 'campaign_progress', payload: '{"campaignId":"c1"}' },
        { channel: 'user_notifications', payload: '{"userId":"creator-1","count":3}' },
      ]),
    );
    expect(streams).toHaveLength(1);
    expect(progress).toEqual(['{"campaignId":"c1"}']);
    expect(counts).toEqual(['{"userId":"creator-1","count":3}']);
  });

  it('when the stream fails, then it is reopened after the last notice delivered and listeners catch up', async () => {
    const { db, streams } = fakeDb();
    const feed = mongoNotices(db);
    let resumed = 0;
    await feed.listen(
      'campaign_progress',
      () => undefined,
      () => (resumed += 1),
    );
    streams[0]!.emit('change', inserted('t7', []));
    streams[0]!.emit('error', new Error('connection reset'));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(streams[0]!.closed).toBe(true);
    expect(streams[1]!.options).toEqual({ resumeAfter: { _data: 't7' } });
    expect(resumed).toBe(1);
  });

  it('when the last listener leaves, then the stream is closed', async () => {
    const { db, streams } = fakeDb();
    const stop = await mongoNotices(db).listen('campaign_progress', () => undefined);
    await stop();
    expect(streams[0]!.closed).toBe(true);
  });
});

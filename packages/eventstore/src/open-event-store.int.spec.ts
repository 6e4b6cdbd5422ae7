import { openDatabase, type SqlDatabase } from '@harambee/database';
import { migrate, openEventStore } from './index';
import { campaignApproved, sampleCatalogue, userRegistered } from './testing/sample-events';

describe('choosing the event store', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  });
  afterAll(() => db.close());

  it('when EVENT_STORE_URL is unset, then the log is the events table of the SQL database, as before', async () => {
    const { store, engine, close } = await openEventStore({}, db, sampleCatalogue);
    await store.append([
      { streamId: 'campaign-1', expected: 'no_stream', events: [campaignApproved('1')] },
    ]);

    expect(engine).toBe('postgres');
    expect(await db.query('select stream_id from events')).toEqual([{ stream_id: 'campaign-1' }]);
    await close();
  });

  it('when the store is opened for carrying the log elsewhere, then personal data is read sealed', async () => {
    const { store } = await openEventStore({}, db, { ...sampleCatalogue, personalData: 'sealed' });
    await store.append([
      { streamId: 'user-u1', expected: 'no_stream', events: [userRegistered('u1', 'Kofi Mensah')] },
    ]);
    const opened = await openEventStore({}, db, sampleCatalogue);

    expect(((await store.readStream('user-u1')).events[0]!.data as { name: string }).name).toMatch(
      /^pii:v1:user-u1:/,
    );
    expect(
      ((await opened.store.readStream('user-u1')).events[0]!.data as { name: string }).name,
    ).toBe('Kofi Mensah');
  });
});

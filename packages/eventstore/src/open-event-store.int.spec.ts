import { openDatabase, type SqlDatabase } from '@harambee/platform';
import { migrate, openEventStore } from './index';
import { campaignApproved } from './testing/sample-events';

describe('choosing the event store', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  });
  afterAll(() => db.close());

  it('when EVENT_STORE_URL is unset, then the log is the events table of the SQL database, as before', async () => {
    const { store, engine, close } = await openEventStore({}, db);
    await store.append([{ streamId: 'campaign-1', expected: 'no_stream', events: [campaignApproved('1')] }]);

    expect(engine).toBe('postgres');
    expect(await db.query('select stream_id from events')).toEqual([{ stream_id: 'campaign-1' }]);
    await close();
  });

  it('when the store is opened for carrying the log elsewhere, then personal data is read sealed', async () => {
    const { store } = await openEventStore({}, db, { personalData: 'sealed' });
    await store.append([
      {
        streamId: 'user-u1',
        expected: 'no_stream',
        events: [
          {
            type: 'CreatorRegistered',
            data: { userId: 'u1', name: 'Kofi Mensah', email: 'kofi@example.com', passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA', registeredAt: '2026-11-01T09:00:00.000Z', phone: '+254700000001', country: 'Kenya' },
            metadata: { actorId: null, actorRole: 'system', correlationId: 'c', causationId: null },
          },
        ],
      },
    ]);
    const opened = await openEventStore({}, db);

    expect(((await store.readStream('user-u1')).events[0]!.data as { name: string }).name).toMatch(/^pii:v1:user-u1:/);
    expect(((await opened.store.readStream('user-u1')).events[0]!.data as { name: string }).name).toBe('Kofi Mensah');
  });
});

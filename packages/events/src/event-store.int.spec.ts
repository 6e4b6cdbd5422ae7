import { openDatabase, type SqlDatabase } from '@harambee/database';
import { createPersonalDataVault, migrate } from '@harambee/eventstore';
import {
  createPostgresEventStore,
  UnknownEventError,
  type EventStore,
  type NewEvent,
} from './index';

const system = {
  actorId: null,
  actorRole: 'system',
  correlationId: 'c',
  causationId: null,
} as const;

describe("the event store bound to Harambee's catalogue", () => {
  let db: SqlDatabase;
  let store: EventStore;

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    store = createPostgresEventStore(db);
  });
  afterAll(() => db.close());

  it("when a creator registers, then the catalogue's personal fields are sealed in the log, read plain, and erased with the key", async () => {
    const registered: NewEvent = {
      type: 'CreatorRegistered',
      data: {
        userId: 'u1',
        name: 'Kofi Mensah',
        email: 'kofi@example.com',
        phone: '+254700000001',
        country: 'Kenya',
        passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
        registeredAt: '2026-11-01T09:00:00.000Z',
      },
      metadata: system,
    };
    await store.append([{ streamId: 'user-u1', expected: 'no_stream', events: [registered] }]);

    const [raw] = await db.query<{ data: string }>(
      `select data::text as data from events where stream_id = 'user-u1'`,
    );
    expect(raw?.data).not.toMatch(/Kofi|kofi@|254700000001/);
    expect((await store.readStream('user-u1')).events[0]?.data).toMatchObject({
      name: 'Kofi Mensah',
      email: 'kofi@example.com',
    });
    await createPersonalDataVault(db).erase('user-u1');
    expect((await store.readStream('user-u1')).events[0]?.data).toMatchObject({
      name: 'Erased user',
      email: '',
      phone: '',
      country: 'Kenya',
    });
  });

  it('when an event is not in the catalogue, then the append is refused', async () => {
    const unknown = { type: 'CampaignExploded', data: {}, metadata: system } as unknown as NewEvent;

    await expect(
      store.append([{ streamId: 'campaign-x', expected: 'any', events: [unknown] }]),
    ).rejects.toThrow(UnknownEventError);
  });
});

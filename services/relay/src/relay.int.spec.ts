import {
  createPostgresEventStore,
  type EventStore,
  type NewEvent,
  type StoredEvent,
} from '@harambee/events';
import { migrate, LOG_START } from '@harambee/eventstore';
import {
  campaignApproved,
  eventually,
  readLogOf,
} from '@harambee/eventstore/src/testing/sample-events';
import {
  openTestDatabase,
  testDatabaseKinds,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import type { Message } from 'kafkajs';
import { fromMessage } from '@harambee/log-messages';
import { startRelay } from './relay';
import { readRelayCheckpoint } from './relay-checkpoints';
import { fakeBroker } from './testing/fake-broker';

const TOPIC = 'harambee.events.v1';
const kofiRegistered: NewEvent = {
  type: 'CreatorRegistered',
  data: {
    userId: 'u1',
    name: 'Kofi Mensah',
    email: 'kofi@example.com',
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    registeredAt: '2026-11-01T09:00:00.000Z',
    phone: '+254700000001',
    country: 'Kenya',
  },
  metadata: {
    actorId: null,
    actorRole: 'system',
    correlationId: 'correlation-u1',
    causationId: null,
  },
};
const idsOf = (batches: Message[][]) => batches.flat().map((message) => fromMessage(message).id);

// On the PostgreSQL server when there is one (PGlite otherwise): the relay runs beside a real store.
describe.each(testDatabaseKinds().slice(-1))('relaying the log to Kafka on %s', (kind) => {
  let db: SqlDatabase;
  let store: EventStore;
  let logged: StoredEvent[];

  beforeEach(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    store = createPostgresEventStore(db, { personalData: 'sealed' });
    const labels = ['1', '2', '3', '4', '5'];
    for (const label of labels) {
      await store.append([
        { streamId: `campaign-${label}`, expected: 'no_stream', events: [campaignApproved(label)] },
      ]);
    }
    logged = await readLogOf(store, labels.length);
  });
  // A test that fails half-way still stops its relays, so none retries against a closed database.
  const running: (() => Promise<void>)[] = [];
  const relayOn = async (options: Parameters<typeof startRelay>[0]) => {
    const relay = await startRelay(options);
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await relay.stop();
    };
    running.push(stop);
    return { ...relay, stop };
  };
  afterEach(async () => {
    await Promise.all(running.splice(0).map((stop) => stop()));
    await db.close();
  });

  const checkpoint = () => readRelayCheckpoint(db, TOPIC);

  it('when the broker has not acknowledged a batch yet, then the checkpoint stays; once it has, it moves to the batch end', async () => {
    const broker = fakeBroker();
    let ack = () => {};
    broker.onSend((_record, deliver) => {
      deliver();
      return new Promise<void>((resolve) => (ack = resolve));
    });
    const relay = await relayOn({ db, store, producer: broker.producer, batchSize: 10 });

    await eventually(() => broker.received.length === 1);
    expect(await checkpoint()).toEqual(LOG_START);
    ack();
    await eventually(
      async () => (await checkpoint()).globalPosition === logged.at(-1)!.position.globalPosition,
    );
    await relay.stop();

    expect(idsOf(broker.received)).toEqual(logged.map((event) => event.id));
  });

  it('when the broker fails, then the same batch is sent again with backoff until it is acknowledged', async () => {
    const broker = fakeBroker();
    let failures = 0;
    broker.onSend(async (_record, deliver) => {
      if (failures < 2) {
        failures += 1;
        throw new Error('KafkaJSConnectionError: Connection timeout');
      }
      deliver();
    });
    const relay = await relayOn({ db, store, producer: broker.producer, batchSize: 10 });

    await eventually(
      async () => (await checkpoint()).globalPosition === logged.at(-1)!.position.globalPosition,
    );
    await relay.stop();

    expect(failures).toBe(2);
    expect(idsOf(broker.received)).toEqual(logged.map((event) => event.id));
  });

  it('when the relay dies after the broker took a batch but before the ack, then a restart re-sends only that batch', async () => {
    const broker = fakeBroker();
    let sends = 0;
    broker.onSend(async (_record, deliver) => {
      sends += 1;
      deliver();
      if (sends === 2) throw new Error('KafkaJSConnectionError: Connection closed');
    });
    const crashed = await relayOn({ db, store, producer: broker.producer, batchSize: 2 });
    await eventually(() => sends === 2);
    await crashed.stop();
    expect(await checkpoint()).toEqual(logged[1]!.position);

    broker.acknowledgeAll();
    const restarted = await relayOn({ db, store, producer: broker.producer, batchSize: 2 });
    await eventually(
      async () => (await checkpoint()).globalPosition === logged.at(-1)!.position.globalPosition,
    );
    await restarted.stop();

    const ids = logged.map((event) => event.id);
    expect(idsOf(broker.received)).toEqual([...ids.slice(0, 4), ...ids.slice(2)]);
  });

  it('when an event has personal data, then it travels sealed, as it is in the log', async () => {
    await store.append([{ streamId: 'user-u1', expected: 'no_stream', events: [kofiRegistered] }]);
    const broker = fakeBroker();
    broker.acknowledgeAll();
    const relay = await relayOn({ db, store, producer: broker.producer, batchSize: 10 });

    await eventually(() => broker.received.flat().length === 6);
    await relay.stop();

    const published = fromMessage(broker.received.flat().at(-1)!);
    expect(published.type).toBe('CreatorRegistered');
    expect(JSON.stringify(published.data)).not.toContain('Kofi Mensah');
    expect((published.data as { name: string }).name).toMatch(/^pii:v1:/);
  });
});

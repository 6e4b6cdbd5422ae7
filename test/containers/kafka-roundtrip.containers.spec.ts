import { createPostgresEventStore, type EventStore } from '@harambee/events';
import { testDatabaseKinds } from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import { startKafkaProjector } from '@harambee/projector';
import {
  appendEach,
  approvedCampaignStory,
  donationRecorded,
} from '@harambee/events/src/testing/sample-events';
import {
  eventually,
  openProjectionDatabase,
  projectAll,
  rowsOf,
} from '../support/read-side/projector-under-test';
import { live, readModelTables } from '@harambee/read-models';
import { kafkaClient } from '@harambee/log-messages';
import { createRelayProducer, startRelay } from '@harambee/relay';
import { newTopic } from './kafka-topic';

/** Set by `npm run test:containers` once a Kafka container answers. */
const brokers = process.env.KAFKA_TEST_BROKERS;

const suite = brokers ? describe : describe.skip;

suite('the log through a real Kafka broker: relay, then projector', () => {
  let db: SqlDatabase;
  let store: EventStore;

  beforeAll(async () => {
    ({ db, store } = await openProjectionDatabase(testDatabaseKinds().at(-1)!));
    await appendEach(
      store,
      ...approvedCampaignStory({ goalCents: 50_000 }),
      ...[1_000, 2_000, 3_000].map((amountCents) => donationRecorded('c1', { amountCents })),
    );
  });
  afterAll(() => db.close());

  it('when the relay publishes the log and the projector consumes it, then the read models equal those from the store', async () => {
    const settings = await newTopic(brokers!.split(','), 'test');
    const relay = await startRelay({
      db,
      store: createPostgresEventStore(db, { personalData: 'sealed' }),
      producer: createRelayProducer(settings),
      topic: settings.topic,
      batchSize: 3,
    });
    const projector = await startKafkaProjector({
      db,
      consumer: kafkaClient(settings).consumer({ groupId: `${settings.clientId}-projector` }),
      topic: settings.topic,
    });
    await eventually(async () => {
      const [row] = await db.query<{ donations: number }>(
        `select donation_count as donations from ${live('campaigns')} where id = 'c1'`,
      );
      return row?.donations === 3;
    });
    await projector.stop();
    await relay.stop();
    const tables = readModelTables.filter((table) => table !== 'projection_checkpoints');
    const fromKafka = await Promise.all(tables.map((table) => rowsOf(db, table)));

    await db.exec(readModelTables.map((table) => `truncate ${live(table)};`).join('\n'));
    await projectAll(db, createPostgresEventStore(db));

    expect(await Promise.all(tables.map((table) => rowsOf(db, table)))).toEqual(fromKafka);
  });
});

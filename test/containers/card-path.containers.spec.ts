import { openEventStore } from '@harambee/events';
import { generatedLog } from '@harambee/events/src/testing/generated-log';
import { appendEach } from '@harambee/events/src/testing/sample-events';
import { kafkaClient } from '@harambee/log-messages';
import { mongoReadModels, projectorLagSeconds, startKafkaProjector } from '@harambee/projector';
import { mongoReadStore } from '@harambee/query-api/src/read-store/mongo';
import { postgresReadStore } from '@harambee/query-api/src/read-store/postgres';
import { startQueryApiServer } from '@harambee/query-api/src/server';
import { differencesBetween } from '@harambee/query-api/src/testing/every-get';
import { openMongoReadStore } from '@harambee/read-models';
import { createRelayProducer, startRelay } from '@harambee/relay';
import { randomBytes } from 'node:crypto';
import {
  eventually,
  openProjectionDatabase,
  projectAll,
} from '../support/read-side/projector-under-test';
import { newTopic } from './kafka-topic';

/** Set by `npm run test:containers` once KurrentDB, Kafka, MongoDB and PostgreSQL containers answer. */
const engines = {
  kurrentdb: process.env.KURRENTDB_TEST_URL,
  kafka: process.env.KAFKA_TEST_BROKERS,
  mongodb: process.env.MONGODB_TEST_URL,
};
const suite = Object.values(engines).every(Boolean) ? describe : describe.skip;
const jwtSecret = randomBytes(32).toString('hex');
const config = { jwtSecret, port: 0, publicUrl: '' };

type Running = { kind: string; url: string; stop: () => Promise<void> };

/** The default deployment: the log and the read models in PostgreSQL, projected from the store. */
const onPostgres = async (): Promise<Running> => {
  const { db, store } = await openProjectionDatabase('postgres');
  await appendEach(store, ...generatedLog());
  await projectAll(db, store);
  const server = await startQueryApiServer({ db, reads: postgresReadStore(db), store, config });
  return { kind: 'postgresql', url: server.url, stop: () => server.stop().then(() => db.close()) };
};

/**
 * The card's deployment: the log in KurrentDB, published by the relay to Kafka, projected from Kafka into MongoDB,
 * read by the query API from MongoDB (and, for time travel, from KurrentDB). PostgreSQL keeps only the personal-data
 * keys and the relay's checkpoint, as in production.
 */
const onTheCardEngines = async (): Promise<Running> => {
  const { db } = await openProjectionDatabase('postgres');
  const log = await openEventStore({ eventStoreUrl: engines.kurrentdb }, db);
  const sealed = await openEventStore({ eventStoreUrl: engines.kurrentdb }, db, {
    personalData: 'sealed',
  });
  await appendEach(log.store, ...generatedLog());
  const settings = await newTopic(engines.kafka!.split(','), 'card');
  const relay = await startRelay({
    db,
    store: sealed.store,
    producer: createRelayProducer(settings),
    topic: settings.topic,
  });
  const mongo = await openMongoReadStore(
    engines.mongodb!,
    `harambee_card_${randomBytes(6).toString('hex')}`,
  );
  const readModels = mongoReadModels(mongo);
  const projector = await startKafkaProjector({
    db,
    consumer: kafkaClient(settings).consumer({ groupId: `${settings.clientId}-projector` }),
    topic: settings.topic,
    readModels,
  });
  await eventually(async () => (await projectorLagSeconds(readModels, log.store)) === 0);
  const server = await startQueryApiServer({
    db,
    reads: mongoReadStore(mongo),
    store: log.store,
    config,
  });
  return {
    kind: 'KurrentDB → Kafka → MongoDB',
    url: server.url,
    stop: async () => {
      await server.stop();
      await projector.stop();
      await relay.stop();
      await mongo.db.dropDatabase();
      await mongo.close();
      await Promise.all([log.close(), sealed.close()]);
      await db.close();
    },
  };
};

suite('the card path: KurrentDB → relay → Kafka → projector → MongoDB → query API', () => {
  const servers: Running[] = [];

  beforeAll(async () => {
    servers.push(await onPostgres(), await onTheCardEngines());
  }, 300_000);
  afterAll(async () => {
    for (const server of servers.splice(0)) await server.stop();
  });

  it('when the log holding every event type has gone the whole way, then every documented GET answers as on PostgreSQL, byte for byte, on mongodb', async () => {
    const { differences, asked } = await differencesBetween(servers, jwtSecret);
    expect(differences).toEqual([]);
    expect(asked).toBeGreaterThan(200);
  });
});

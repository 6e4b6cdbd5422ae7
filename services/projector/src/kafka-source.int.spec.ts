import { createPostgresEventStore, type StoredEvent } from '@harambee/events';
import { readLogOf } from '@harambee/eventstore/src/testing/sample-events';
import { testDatabaseKinds } from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import { live, readModelTables } from '@harambee/read-models';
import { toMessage } from '@harambee/log-messages';
import type { Batch, KafkaMessage } from 'kafkajs';
import { kafkaBatchProjector, startKafkaProjector } from './kafka-source';
import { rebuildProjections } from './rebuild';
import { fakeConsumer } from './testing/fake-consumer';
import {
  appendEach,
  approvedCampaignStory,
  donationRecorded,
} from '@harambee/events/src/testing/sample-events';
import {
  openProjectionDatabase,
  projectAll,
  rowsOf,
} from '../../../test/support/read-side/projector-under-test';

const TOPIC = 'harambee.events.v1';

/** What kafkajs hands eachBatch for these events, as the relay published them; offsets count from `first`. */
const batchOf = (events: StoredEvent[], first: number, partition = 0) => {
  const messages = events.map((event, index) => {
    const { key, value, headers } = toMessage(event);
    return {
      key: Buffer.from(key as string),
      value: Buffer.from(value as string),
      headers,
      timestamp: '0',
      attributes: 0,
      offset: String(first + index),
    } as KafkaMessage;
  });
  return {
    topic: TOPIC,
    partition,
    highWatermark: String(first + events.length),
    messages,
  } as unknown as Batch;
};

describe.each(testDatabaseKinds().slice(-1))('projecting from the Kafka topic on %s', (kind) => {
  let db: SqlDatabase;
  let published: StoredEvent[];
  const resolved: string[] = [];

  beforeEach(async () => {
    const opened = await openProjectionDatabase(kind);
    db = opened.db;
    const log = [
      ...approvedCampaignStory({ goalCents: 50_000 }),
      ...[1_000, 2_000, 3_000, 4_000, 5_000].map((amountCents) =>
        donationRecorded('c1', { amountCents }),
      ),
    ];
    await appendEach(opened.store, ...log);
    // What the relay publishes: the log as stored, personal data sealed.
    const sealed = createPostgresEventStore(db, { personalData: 'sealed' });
    published = await readLogOf(sealed, log.length);
    resolved.length = 0;
  });
  afterEach(() => db.close());

  const readModelRows = () =>
    Promise.all(
      readModelTables
        .filter((table) => table !== 'projection_checkpoints')
        .map((table) => rowsOf(db, table)),
    );

  let kafka: ReturnType<typeof fakeConsumer>;
  let heartbeats: number;
  beforeEach(() => {
    kafka = fakeConsumer();
    heartbeats = 0;
  });

  /** Hands each batch to the projector's handler as kafkajs does; a seek makes the next fetch read from it. */
  const consume = async (batches: Batch[], runSize?: number) => {
    const eachBatch = kafkaBatchProjector(db, kafka.consumer, undefined, runSize);
    for (const batch of batches) {
      kafka.fetched();
      await eachBatch({
        batch,
        resolveOffset: (offset) => void resolved.push(offset),
        heartbeat: async () => void (heartbeats += 1),
        commitOffsetsIfNecessary: async () => {},
        isRunning: () => true,
        isStale: kafka.isStale,
      });
    }
  };

  const emptyReadModels = () =>
    db.exec(readModelTables.map((table) => `truncate ${live(table)};`).join('\n'));

  it('when the topic is consumed in batches, then the read models equal those projected from the store', async () => {
    await consume([
      batchOf(published.slice(0, 3), 0),
      batchOf(published.slice(3, 7), 3),
      batchOf(published.slice(7), 7),
    ]);
    const fromKafka = await readModelRows();

    await emptyReadModels();
    await projectAll(db, createPostgresEventStore(db));

    expect(await readModelRows()).toEqual(fromKafka);
    expect(resolved).toEqual(['2', '6', String(published.length - 1)]);
    const [campaign] = await db.query<{ raised: number; donations: number }>(
      `select amount_raised_cents::int as raised, donation_count as donations from ${live('campaigns')} where id = 'c1'`,
    );
    expect(campaign).toEqual({ raised: 15_000, donations: 5 });
  });

  it('when batches come again after a crash or a rebalance, then events at or below the checkpoint are skipped', async () => {
    await consume([batchOf(published.slice(0, 6), 0)]);
    await consume([batchOf(published.slice(2), 2), batchOf(published.slice(0, 4), 0)]);
    const replayed = await readModelRows();

    await emptyReadModels();
    await projectAll(db, createPostgresEventStore(db));

    expect(await readModelRows()).toEqual(replayed);
  });

  it('when a batch is longer than a run, then it is applied run by run, each with its offset and a heartbeat after it', async () => {
    await consume([batchOf(published, 0)], 4);

    expect(resolved).toEqual(['3', '7', String(published.length - 1)]);
    expect(heartbeats).toBe(3);
    const [offsets] = await db.query<{ offsets: Record<string, string> }>(
      `select kafka_offsets as offsets from ${live('projection_checkpoints')} where name = 'campaigns'`,
    );
    expect(offsets?.offsets).toEqual({ [`${TOPIC}:0`]: String(published.length - 1) });
  });

  it('when the group joins, then the consumer seeks to the offset after the last one applied, not the group offset', async () => {
    const projector = await startKafkaProjector({ db, consumer: kafka.consumer });
    await consume([batchOf(published.slice(0, 6), 0)]);

    await kafka.join(TOPIC, [0]);

    expect(kafka.seeks).toEqual([{ topic: TOPIC, partition: 0, offset: '6' }]);
    await projector.stop();
  });

  it('when the read models were rebuilt, then a joining consumer reads the topic from its start, and a running one goes back there', async () => {
    const projector = await startKafkaProjector({ db, consumer: kafka.consumer });
    await consume([batchOf(published.slice(0, 6), 0)]);
    await rebuildProjections({ db, store: createPostgresEventStore(db) });

    await kafka.join(TOPIC, [0]);
    await consume([batchOf(published.slice(6), 6)]);

    expect(kafka.seeks).toEqual([
      { topic: TOPIC, partition: 0, offset: '0' },
      { topic: TOPIC, partition: 0, offset: '0' },
    ]);
    expect(resolved).toEqual(['5']);
    await projector.stop();
  });

  it('when messages before a batch never reached the read models, then nothing is applied and the consumer seeks back to them', async () => {
    await consume([batchOf(published.slice(0, 3), 0)]);
    const before = await readModelRows();

    await consume([batchOf(published.slice(5), 5)]);

    expect(kafka.seeks).toEqual([{ topic: TOPIC, partition: 0, offset: '3' }]);
    expect(await readModelRows()).toEqual(before);
    await consume([batchOf(published.slice(3), 3)]);
    const caughtUp = await readModelRows();
    await emptyReadModels();
    await projectAll(db, createPostgresEventStore(db));
    expect(await readModelRows()).toEqual(caughtUp);
  });

  it('when the topic no longer holds the offset sought, then the projector stops saying so', async () => {
    await consume([batchOf(published.slice(0, 3), 0)]);

    await expect(
      consume([batchOf(published.slice(5), 5), batchOf(published.slice(5), 5)]),
    ).rejects.toThrow(/no longer holds offset 3/);
  });

  it('when personal data arrives sealed, then the read models hold it opened, as from the store', async () => {
    await consume([batchOf(published, 0)]);

    const [user] = await db.query<{ name: string }>(
      `select name from ${live('users')} where id = 'creator-1'`,
    );
    expect(user?.name).toBe('Kofi Mensah');
  });

  it('when a batch comes from a second partition, then it is refused before anything is applied', async () => {
    await expect(consume([batchOf(published, 0, 1)])).rejects.toThrow(/more than one partition/);
    expect(await db.query(`select * from ${live('campaigns')}`)).toEqual([]);
  });
});

import { createPersonalDataVault } from '@harambee/eventstore';
import { openEvents } from '@harambee/events';
import { logger, type SqlDatabase } from '@harambee/database';
import { EVENTS_TOPIC, fromMessage } from '@harambee/log-messages';
import type { Consumer, ConsumerGroupJoinEvent, EachBatchPayload, KafkaMessage } from 'kafkajs';
import { postgresReadModels } from './postgres-read-models';
import type { Projection } from './projection';
import type { ReadModelStore } from './read-model-store';

/**
 * Messages projected in one transaction. kafkajs sends no heartbeats of its own while a batch is handled: a
 * batch (up to a megabyte a partition) goes run by run, with a heartbeat between runs, so no transaction
 * outlives the group's session timeout.
 */
export const KAFKA_RUN_SIZE = 200;

type BatchHandler = (
  payload: Pick<
    EachBatchPayload,
    'batch' | 'resolveOffset' | 'heartbeat' | 'commitOffsetsIfNecessary' | 'isRunning' | 'isStale'
  >,
) => Promise<void>;

type Seek = Pick<Consumer, 'seek'>;

const runsOf = (messages: KafkaMessage[], size: number) =>
  Array.from({ length: Math.ceil(messages.length / size) }, (_, index) =>
    messages.slice(index * size, (index + 1) * size),
  );

/**
 * Projects a batch of the topic run by run, each in one transaction with its checkpoints and its last offset,
 * then moves the group's offset. The checkpoints, not the group's offsets, say what is applied: a batch delivered
 * again is skipped up to them, and one that starts after what the read models hold (they were rebuilt, or
 * emptied) is not applied: the consumer seeks back to it. One partition only: the checkpoint is a place in one
 * ordered log.
 */
export const kafkaBatchProjector = (
  db: SqlDatabase,
  consumer: Seek,
  readModels: ReadModelStore = postgresReadModels(db),
  runSize = KAFKA_RUN_SIZE,
): BatchHandler => {
  const vault = createPersonalDataVault(db);
  const sought = new Map<number, string>();
  return async ({
    batch,
    resolveOffset,
    heartbeat,
    commitOffsetsIfNecessary,
    isRunning,
    isStale,
  }) => {
    const { topic, partition } = batch;
    if (partition !== 0) {
      throw new Error(
        `${topic} has more than one partition; the projector needs the log in one order (partition 0 only)`,
      );
    }
    for (const messages of runsOf(batch.messages, runSize)) {
      // Stale: fetched before a seek; it comes again from where the seek points.
      if (!isRunning() || isStale()) return;
      const events = await openEvents(vault, messages.map(fromMessage));
      const lastOffset = messages.at(-1)!.offset;
      const run = { topic, partition, firstOffset: messages[0]!.offset, lastOffset };
      const { resumeAt } = await readModels.projectRun(events, run);
      if (resumeAt !== undefined) {
        if (sought.get(partition) === resumeAt)
          throw new Error(
            `${topic} no longer holds offset ${resumeAt} (the next message is at ${run.firstOffset}): the read models cannot catch up from it; rebuild them from the event store`,
          );
        sought.set(partition, resumeAt);
        consumer.seek({ topic, partition, offset: resumeAt });
        return;
      }
      sought.delete(partition);
      resolveOffset(lastOffset);
      await commitOffsetsIfNecessary();
      await heartbeat();
    }
  };
};

/**
 * On joining the group, each assigned partition is read from the read models' offset, not the group's. kafkajs
 * does not await this listener, so it never rejects: when the offset cannot be read (the read store is down) the
 * seek is skipped and logged, and the batch projector, which checks every run against the checkpoints, seeks back
 * if it must.
 */
export const seekToCheckpoints =
  (consumer: Pick<Seek, 'seek'>, readModels: Pick<ReadModelStore, 'topicOffset'>, topic: string) =>
  async ({ payload }: ConsumerGroupJoinEvent) => {
    for (const partition of payload.memberAssignment[topic] ?? []) {
      try {
        consumer.seek({
          topic,
          partition,
          offset: await readModels.topicOffset({ topic, partition }),
        });
      } catch (error) {
        logger.warn('projector could not read its offset on joining; the batches will seek', {
          topic,
          partition,
          error: String(error),
        });
      }
    }
  };

export type KafkaProjectorOptions = {
  db: SqlDatabase;
  consumer: Pick<
    Consumer,
    'connect' | 'subscribe' | 'run' | 'stop' | 'disconnect' | 'seek' | 'on' | 'events'
  >;
  topic?: string;
  /** Where the read models are kept; the PostgreSQL tables on `db` when not given. */
  readModels?: ReadModelStore;
  projections?: readonly Projection[];
};

/** PROJECTOR_SOURCE=kafka: the read models follow the topic the relay publishes instead of the store. */
export const startKafkaProjector = async ({
  db,
  consumer,
  topic = EVENTS_TOPIC,
  ...options
}: KafkaProjectorOptions) => {
  const readModels = options.readModels ?? postgresReadModels(db, options.projections);
  await readModels.prepare();
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  consumer.on(consumer.events.GROUP_JOIN, seekToCheckpoints(consumer, readModels, topic));
  await consumer.run({
    eachBatchAutoResolve: false,
    eachBatch: kafkaBatchProjector(db, consumer, readModels),
  });
  return {
    stop: async () => {
      await consumer.stop();
      await consumer.disconnect();
    },
  };
};

import { createPersonalDataVault } from '@harambee/eventstore';
import { openEvents } from '@harambee/events';
import type { SqlDatabase } from '@harambee/database';
import { EVENTS_TOPIC, fromMessage } from '@harambee/log-messages';
import type { Consumer, EachBatchPayload } from 'kafkajs';
import { postgresReadModels } from './postgres-read-models';
import type { Projection } from './projection';
import type { ReadModelStore } from './read-model-store';

type BatchHandler = (
  payload: Pick<
    EachBatchPayload,
    'batch' | 'resolveOffset' | 'heartbeat' | 'commitOffsetsIfNecessary'
  >,
) => Promise<void>;

/**
 * Projects one batch of the topic in one transaction with its checkpoints, then moves the group's offset. The
 * checkpoints, not the offsets, say what is applied: a batch delivered again (after a crash or a rebalance) is
 * skipped up to them. One partition only: the checkpoint is a place in one ordered log.
 */
export const kafkaBatchProjector = (
  db: SqlDatabase,
  readModels: ReadModelStore = postgresReadModels(db),
): BatchHandler => {
  const vault = createPersonalDataVault(db);
  return async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary }) => {
    if (batch.partition !== 0) {
      throw new Error(
        `${batch.topic} has more than one partition; the projector needs the log in one order (partition 0 only)`,
      );
    }
    if (batch.messages.length === 0) return;
    const events = await openEvents(vault, batch.messages.map(fromMessage));
    await readModels.project(events);
    resolveOffset(batch.messages.at(-1)!.offset);
    await commitOffsetsIfNecessary();
    await heartbeat();
  };
};

export type KafkaProjectorOptions = {
  db: SqlDatabase;
  consumer: Pick<Consumer, 'connect' | 'subscribe' | 'run' | 'stop' | 'disconnect'>;
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
  await consumer.run({
    eachBatchAutoResolve: false,
    eachBatch: kafkaBatchProjector(db, readModels),
  });
  return {
    stop: async () => {
      await consumer.stop();
      await consumer.disconnect();
    },
  };
};

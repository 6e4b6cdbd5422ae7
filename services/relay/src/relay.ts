import type { EventStore } from '@harambee/events';
import { logger, type SqlDatabase } from '@harambee/database';
import type { Producer } from 'kafkajs';
import { EVENTS_TOPIC, toMessage } from '@harambee/log-messages';
import { migrateRelay, readRelayCheckpoint, saveRelayCheckpoint } from './relay-checkpoints';
import { sendBySize } from './sized-sends';

export type RelayOptions = {
  db: SqlDatabase;
  /** A store reading personal data sealed, as it is in the log. */
  store: EventStore;
  /** Connected by the relay; an idempotent producer (see createRelayProducer). */
  producer: Pick<Producer, 'connect' | 'disconnect' | 'send'>;
  topic?: string;
  batchSize?: number;
};

/**
 * Publishes the log to Kafka from its checkpoint, batch after batch. The checkpoint moves only once the broker
 * has acknowledged the whole batch (acks from all in-sync replicas; sent in runs under the broker's size limit); a failed send is retried with backoff from
 * the same position, and a restart after a crash re-sends at most the batch that was not yet acknowledged.
 */
export const startRelay = async ({
  db,
  store,
  producer,
  topic = EVENTS_TOPIC,
  batchSize = 200,
}: RelayOptions) => {
  await migrateRelay(db);
  await producer.connect();
  const from = await readRelayCheckpoint(db, topic);
  logger.info('relay started', { topic, from });
  const subscription = await store.subscribe({
    from,
    batchSize,
    onBatch: async (events) => {
      await sendBySize(producer, topic, events.map(toMessage));
      await saveRelayCheckpoint(db, topic, events.at(-1)!.position);
    },
    onError: (error) =>
      logger.error('relay batch failed; retrying from its checkpoint', {
        topic,
        error: String(error),
      }),
  });
  return {
    stop: async () => {
      await subscription.stop();
      await producer.disconnect();
    },
  };
};

import type { EventStore } from '@harambee/events';
import type { Config } from '@harambee/platform';
import type { SqlDatabase } from '@harambee/database';
import { kafkaClient } from '@harambee/log-messages';
import { startKafkaProjector } from './kafka-source';
import type { ReadModelStore } from './read-model-store';
import { startProjector } from './runner';

/** The projector reading where PROJECTOR_SOURCE says: the event store (the default), or the Kafka topic. */
export const startConfiguredProjector = (
  config: Pick<Config, 'projectorSource' | 'kafka'>,
  deps: { db: SqlDatabase; store: EventStore; readModels?: ReadModelStore },
) => {
  const { kafka } = config;
  if (config.projectorSource !== 'kafka' || !kafka) return startProjector(deps);
  const consumer = kafkaClient(kafka).consumer({
    groupId: `${kafka.clientId}-projector`,
    allowAutoTopicCreation: false,
  });
  return startKafkaProjector({
    db: deps.db,
    consumer,
    topic: kafka.topic,
    readModels: deps.readModels,
  });
};

import { kafkaClient } from '@harambee/log-messages';
import type { KafkaSettings } from '@harambee/platform';

/** Idempotent, one request in flight: a retried send is written once and in order. No transactions needed. */
export const createRelayProducer = (settings: KafkaSettings) =>
  kafkaClient(settings).producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
  });

import type { KafkaSettings } from '@harambee/platform';
import { Kafka, logLevel } from 'kafkajs';

export const kafkaClient = ({ brokers, clientId }: KafkaSettings) =>
  new Kafka({
    clientId,
    brokers,
    logLevel: logLevel.WARN,
    retry: { initialRetryTime: 300, retries: 8 },
  });

/** Idempotent, one request in flight: a retried send is written once and in order. No transactions needed. */
export const createRelayProducer = (settings: KafkaSettings) =>
  kafkaClient(settings).producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
  });

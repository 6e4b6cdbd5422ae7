import type { KafkaSettings } from '@harambee/platform';
import { Kafka, logLevel } from 'kafkajs';

/** The client both ends of the topic connect with: the relay's producer and the projector's consumer. */
export const kafkaClient = ({ brokers, clientId }: KafkaSettings) =>
  new Kafka({
    clientId,
    brokers,
    logLevel: logLevel.WARN,
    retry: { initialRetryTime: 300, retries: 8 },
  });

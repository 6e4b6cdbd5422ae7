import { kafkaClient } from '@harambee/log-messages';
import { randomUUID } from 'node:crypto';

/** A fresh one-partition topic on the test broker, with a client id of its own, as the relay and projector take them. */
export const newTopic = async (brokers: string[], purpose: string) => {
  const settings = {
    brokers,
    clientId: `harambee-${purpose}-${randomUUID().slice(0, 8)}`,
    topic: `harambee.events.${purpose}.${randomUUID()}`,
  };
  const admin = kafkaClient(settings).admin();
  await admin.connect();
  await admin.createTopics({
    topics: [{ topic: settings.topic, numPartitions: 1, replicationFactor: 1 }],
    waitForLeaders: true,
  });
  await admin.disconnect();
  return settings;
};

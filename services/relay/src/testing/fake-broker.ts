import type { Message, Producer, ProducerRecord } from 'kafkajs';

type Send = (record: ProducerRecord) => Promise<void>;

/**
 * A producer at the kafkajs boundary: records what reached the broker and acknowledges, or not, as the test
 * says. `acknowledge` decides each send: resolve to ack it, reject for a broker error (after the messages
 * reached the broker or before, as the test chooses).
 */
export const fakeBroker = () => {
  const received: Message[][] = [];
  let acknowledge: Send = async () => {};
  const producer: Pick<Producer, 'connect' | 'disconnect' | 'send'> = {
    connect: async () => {},
    disconnect: async () => {},
    send: async (record) => {
      await acknowledge(record);
      return [{ topicName: record.topic, partition: 0, errorCode: 0 }];
    },
  };
  return {
    producer,
    received,
    /** Every later send: `deliver` says whether the messages reach the broker, then resolve or reject. */
    onSend: (decide: (record: ProducerRecord, deliver: () => void) => Promise<void>) => {
      acknowledge = (record) => decide(record, () => received.push(record.messages));
    },
    /** Sends reach the broker and are acknowledged. */
    acknowledgeAll: () => {
      acknowledge = async (record) => void received.push(record.messages);
    },
  };
};

import type { Consumer, ConsumerGroupJoinEvent, ConsumerRunConfig } from 'kafkajs';

type Listener = (event: ConsumerGroupJoinEvent) => Promise<void> | void;

/** kafkajs's GROUP_JOIN event: this member was assigned these partitions of the topic. */
export const groupJoined = (topic: string, partitions: number[]): ConsumerGroupJoinEvent => ({
  id: '0',
  type: 'consumer.group_join',
  timestamp: Date.now(),
  payload: {
    duration: 0,
    groupId: 'harambee-projector',
    isLeader: true,
    leaderId: 'member-1',
    groupProtocol: 'RoundRobinAssigner',
    memberId: 'member-1',
    memberAssignment: { [topic]: partitions },
  },
});

/**
 * A kafkajs consumer at its boundary: what the projector asks of it (seeks, the handler it runs), and the group
 * joining it, as the test says. A seek stays pending (batches fetched before it are stale) until `fetched`.
 */
export const fakeConsumer = () => {
  const seeks: { topic: string; partition: number; offset: string }[] = [];
  const listeners: Listener[] = [];
  let pending = false;
  let running: ConsumerRunConfig | undefined;
  const consumer = {
    connect: async () => {},
    disconnect: async () => {},
    subscribe: async () => {},
    stop: async () => {},
    run: async (config?: ConsumerRunConfig) => {
      running = config;
    },
    seek: (entry: { topic: string; partition: number; offset: string }) => {
      seeks.push(entry);
      pending = true;
    },
    on: ((_event: string, listener: Listener) => {
      listeners.push(listener);
      return () => undefined;
    }) as Consumer['on'],
    events: { GROUP_JOIN: 'consumer.group_join' } as Consumer['events'],
  };
  return {
    consumer,
    seeks,
    /** The handler the projector gave `run`. */
    eachBatch: () => running!.eachBatch!,
    /** Whether a seek is waiting for the next fetch. */
    isStale: () => pending,
    /** The next fetch reads from the seek. */
    fetched: () => {
      pending = false;
    },
    /** The group assigns these partitions of the topic, as kafkajs reports GROUP_JOIN. */
    join: async (topic: string, partitions: number[]) => {
      const event = groupJoined(topic, partitions);
      for (const listener of listeners) await listener(event);
    },
  };
};

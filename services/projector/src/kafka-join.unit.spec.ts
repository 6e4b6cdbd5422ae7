import type { ConsumerGroupJoinEvent } from 'kafkajs';
import { seekToCheckpoints } from './kafka-source';

const TOPIC = 'harambee.events.v1';
const joined = (partitions: number[]): ConsumerGroupJoinEvent => ({
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
    memberAssignment: { [TOPIC]: partitions },
  },
});

describe('seeking to the checkpoints when the group joins', () => {
  it('given the read store answers, when the group joins, then each partition seeks to its offset', async () => {
    const seeks: unknown[] = [];
    const onJoin = seekToCheckpoints(
      { seek: (place) => seeks.push(place) },
      { topicOffset: async () => '42' },
      TOPIC,
    );
    await onJoin(joined([0]));
    expect(seeks).toEqual([{ topic: TOPIC, partition: 0, offset: '42' }]);
  });

  it('given the read store is down, when the group joins, then the listener resolves without seeking (kafkajs does not await it)', async () => {
    const seeks: unknown[] = [];
    const onJoin = seekToCheckpoints(
      { seek: (place) => seeks.push(place) },
      { topicOffset: () => Promise.reject(new Error('MongoServerSelectionError')) },
      TOPIC,
    );
    await expect(onJoin(joined([0]))).resolves.toBeUndefined();
    expect(seeks).toEqual([]);
  });
});

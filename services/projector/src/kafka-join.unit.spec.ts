import { seekToCheckpoints } from './kafka-source';
import { groupJoined } from './testing/fake-consumer';

const TOPIC = 'harambee.events.v1';
const joined = (partitions: number[]) => groupJoined(TOPIC, partitions);

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

/** Where a Kafka consumer reads: one partition of the topic the relay publishes. */
export type TopicPartition = { topic: string; partition: number };

/** A run of consecutive messages of one partition, projected in one transaction. */
export type TopicRun = TopicPartition & { firstOffset: string; lastOffset: string };

/** The key a partition's last applied offset is kept under in each checkpoint. */
export const offsetKey = ({ topic, partition }: TopicPartition) => `${topic}:${partition}`;

/** The topic's first offset: where a consumer starts when the read models hold no offset of it. */
export const TOPIC_START = '0';

/**
 * The offset to read from next: after the earliest offset the projections applied, or the topic's start when one
 * of them holds none (a fresh store, or one just rebuilt from the event store).
 */
export const resumeOffset = (applied: (string | undefined)[]) =>
  applied.length === 0 || applied.some((offset) => offset === undefined)
    ? TOPIC_START
    : String(
        applied
          .map((offset) => BigInt(offset!))
          .reduce((min, offset) => (offset < min ? offset : min)) + 1n,
      );

/** Whether messages between what the read models hold and this run were never applied to them. */
export const skipsMessages = (resumeAt: string, run: TopicRun) =>
  BigInt(run.firstOffset) > BigInt(resumeAt);

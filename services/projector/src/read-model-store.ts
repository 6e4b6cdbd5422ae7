import type { LogPosition } from '@harambee/eventstore';
import type { EventStore, StoredEvent } from '@harambee/events';
import type { TopicPartition, TopicRun } from './topic-offsets';

export type RebuildRequest = {
  store: EventStore;
  /** Projections to rebuild (with those they read); all when empty. */
  names?: readonly string[];
  batchSize?: number;
  /** After each batch: the events applied so far and the position of the last. */
  onProgress?: (eventsApplied: number, position: LogPosition) => void | Promise<void>;
  /** The PostgreSQL server whose events table `store` reads, for reading the log on a thread (`rebuild.ts`). */
  logDatabaseUrl?: string;
};

/** Where the projector keeps the read models: PostgreSQL tables (the default) or MongoDB collections. */
export type ReadModelStore = {
  readonly kind: 'postgres' | 'mongodb';
  readonly projectionNames: readonly string[];
  /** Creates the tables or collections and their indexes that are missing; safe at every start. */
  prepare(): Promise<void>;
  /** Each live projection's checkpoint (the log start when none). */
  checkpoints(): Promise<Map<string, LogPosition>>;
  /** When each live checkpoint last moved. */
  checkpointTimes(): Promise<Map<string, Date>>;
  /**
   * Applies a batch with the new checkpoints in one transaction, under the lock every live writer takes;
   * events at or before a projection's checkpoint are skipped. Live clients hear of it once it commits. With `after`,
   * the position the batch was read after, a checkpoint before it (events the batch lacks) refuses the batch whole
   * (`CheckpointBehindBatch`), nothing applied.
   */
  project(events: StoredEvent[], after?: LogPosition): Promise<void>;
  /** Where a Kafka consumer of the partition resumes: after the offset every projection applied, or the topic's start. */
  topicOffset(partition: TopicPartition): Promise<string>;
  /**
   * As `project`, for a run of Kafka messages, keeping its last offset in the checkpoints of the same transaction.
   * When the read models lack messages before the run (rebuilt, or emptied, since the consumer read them),
   * nothing is applied and the offset to read from again is returned. A rebuild forgets the offsets.
   */
  projectRun(events: StoredEvent[], run: TopicRun): Promise<{ resumeAt?: string }>;
  /** Replays the log into fresh tables or collections and swaps them in under the same lock. */
  rebuild(request: RebuildRequest): Promise<string[]>;
};

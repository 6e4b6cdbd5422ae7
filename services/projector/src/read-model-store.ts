import type { LogPosition } from '@harambee/eventstore';
import type { EventStore, StoredEvent } from '@harambee/events';

export type RebuildRequest = {
  store: EventStore;
  /** Projections to rebuild (with those they read); all when empty. */
  names?: readonly string[];
  batchSize?: number;
  onProgress?: (eventsApplied: number) => void | Promise<void>;
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
   * events at or before a projection's checkpoint are skipped. Live clients hear of it once it commits.
   */
  project(events: StoredEvent[]): Promise<void>;
  /** Replays the log into fresh tables or collections and swaps them in under the same lock. */
  rebuild(request: RebuildRequest): Promise<string[]>;
};

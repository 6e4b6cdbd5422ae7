import type { EventStore, StoredEvent } from '@harambee/events';
import type { SqlDatabase } from '@harambee/database';
import type { LogPosition } from '@harambee/eventstore';
import { READ_MODELS_SCHEMA } from '@harambee/read-models';
import { applyBatch, CheckpointBehindBatch } from './apply-batch';
import { earliest, readOffsets, saveOffsets } from './checkpoints';
import type { Projection } from './projection';
import { publishChanges } from './publish-changes';
import type { ReadModelStore } from './read-model-store';
import { offsetKey, resumeOffset, skipsMessages, type TopicRun } from './topic-offsets';

/** Taken by every transaction that writes the live read models: live runners and a rebuild's swap. */
export const LIVE_PROJECTION_LOCK = 7_240_320;

/**
 * Reads the next batch after the earliest live checkpoint and applies it, with the new checkpoints and
 * the notices, in one transaction. Positions are read from the store every time, so a rebuild that swaps in
 * read models at another position is simply caught up. Returns how many events were read.
 */
export const projectNextBatch = async (
  readModels: ReadModelStore,
  store: EventStore,
  batchSize: number,
) => {
  const from = earliest((await readModels.checkpoints()).values());
  const events = await store.readAll(from, batchSize);
  if (events.length === 0) return 0;
  await readModels.project(events);
  return events.length;
};

/**
 * projectNextBatch for one runner: after a batch it applied, every checkpoint is at or past the batch's last event,
 * so the next batch is read from there without reading the checkpoints first. The batch's transaction reads them
 * anyway, and refuses a batch read after a checkpoint it finds (one moved back by a rebuild's swap): the runner
 * then forgets where it was and reads the checkpoints again. After a failure, too.
 */
export const batchProjector = (
  readModels: ReadModelStore,
  store: EventStore,
  batchSize: number,
) => {
  let passed: LogPosition | undefined;
  return async () => {
    try {
      const from = passed ?? earliest((await readModels.checkpoints()).values());
      const events = await store.readAll(from, batchSize);
      if (events.length === 0) {
        passed = from;
        return 0;
      }
      await readModels.project(events, from);
      passed = events.at(-1)!.position;
      return events.length;
    } catch (error) {
      passed = undefined;
      if (error instanceof CheckpointBehindBatch) return 0;
      throw error;
    }
  };
};

/**
 * Holds off the other live writers and a rebuild's swap, and points the transaction at the live schema: the opening
 * of every transaction that writes the live read models, sent with its BEGIN.
 */
const WRITE_LIVE = `select pg_advisory_xact_lock(${LIVE_PROJECTION_LOCK}), set_config('search_path', '${READ_MODELS_SCHEMA}', true)`;

/**
 * Applies a batch, wherever it was read (the store, or Kafka), to the PostgreSQL read models with the new
 * checkpoints and the NOTIFYs, in one transaction; events at or before a projection's checkpoint are skipped.
 */
export const projectEvents = (
  db: SqlDatabase,
  projections: readonly Projection[],
  events: StoredEvent[],
  after?: LogPosition,
) =>
  db.transaction(async (tx) => {
    await publishChanges(tx, await applyBatch(tx, projections, events, after), events);
  }, WRITE_LIVE);

/**
 * A run of Kafka messages as `projectEvents`, with its last offset kept in the checkpoints of the same
 * transaction; nothing is applied when the read models lack messages before it, and the offset to read from
 * again is returned.
 */
export const projectRun = (
  db: SqlDatabase,
  projections: readonly Projection[],
  events: StoredEvent[],
  run: TopicRun,
) =>
  db.transaction(async (tx): Promise<{ resumeAt?: string }> => {
    const names = projections.map((projection) => projection.name);
    const resumeAt = resumeOffset(await readOffsets(tx, names, offsetKey(run)));
    if (skipsMessages(resumeAt, run)) return { resumeAt };
    await publishChanges(tx, await applyBatch(tx, projections, events), events);
    await saveOffsets(tx, names, offsetKey(run), run.lastOffset);
    return {};
  }, WRITE_LIVE);

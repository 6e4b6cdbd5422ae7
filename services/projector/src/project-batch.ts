import type { EventStore, StoredEvent } from '@harambee/events';
import type { SqlDatabase } from '@harambee/database';
import { READ_MODELS_SCHEMA } from '@harambee/read-models';
import { applyBatch } from './apply-batch';
import { earliest } from './checkpoints';
import type { Projection } from './projection';
import { publishChanges } from './publish-changes';
import type { ReadModelStore } from './read-model-store';

/** Taken by every transaction that writes the live read models: live runners and a rebuild's swap. */
export const LIVE_PROJECTION_LOCK = 7_240_320;

/**
 * Reads the next batch after the earliest live checkpoint and applies it, with the new checkpoints and
 * the notices, in one transaction. Positions are read from the store every time, never kept in memory, so
 * a rebuild that swaps in read models at another position is simply caught up. Returns how many events
 * were read.
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
 * Applies a batch, wherever it was read (the store, or Kafka), to the PostgreSQL read models with the new
 * checkpoints and the NOTIFYs, in one transaction; events at or before a projection's checkpoint are skipped.
 */
export const projectEvents = (
  db: SqlDatabase,
  projections: readonly Projection[],
  events: StoredEvent[],
) =>
  db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock($1), set_config('search_path', $2, true)`, [
      LIVE_PROJECTION_LOCK,
      READ_MODELS_SCHEMA,
    ]);
    await publishChanges(tx, await applyBatch(tx, projections, events), events);
  });

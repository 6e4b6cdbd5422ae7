import { comparePositions, type LogPosition } from '@harambee/eventstore';
import { type StoredEvent } from '@harambee/events';
import type { Sql } from '@harambee/database';
import { readCheckpoints, saveCheckpoints } from './checkpoints';
import {
  applyEvent,
  applyRun,
  foldedByAny,
  foldsInRuns,
  noChanges,
  type Projection,
} from './projection';

/** A batch read after a position some projection's checkpoint has not reached: applied, it would skip events. */
export class CheckpointBehindBatch extends Error {
  constructor() {
    super('a checkpoint is behind the batch read: read again from the checkpoints');
  }
}

/** Points unqualified table names at one schema for the rest of the transaction. */
export const useSchema = (tx: Sql, schema: string) =>
  tx.query(`select set_config('search_path', $1, true)`, [schema]);

/** Where a store keeps each projection's checkpoint, read and moved inside the batch's transaction. */
export type CheckpointsIn<Tx> = {
  read(tx: Tx, names: readonly string[]): Promise<Map<string, LogPosition>>;
  save(tx: Tx, names: string[], position: LogPosition): Promise<unknown>;
};

const postgresCheckpoints: CheckpointsIn<Sql> = { read: readCheckpoints, save: saveCheckpoints };

/**
 * Splits a batch into runs of consecutive events of one type, leaving out the types no projection folds, so
 * an event nobody reads does not break a run of gifts into statements per gift.
 */
const runsOfOneType = <Tx>(projections: readonly Projection<Tx>[], events: StoredEvent[]) => {
  const runs: StoredEvent[][] = [];
  for (const event of events) {
    if (!foldedByAny(projections, event.type)) continue;
    const run = runs.at(-1);
    if (run && run[0]!.type === event.type) run.push(event);
    else runs.push([event]);
  }
  return runs;
};

/**
 * Folds a batch into the projections and moves their checkpoints, inside the caller's transaction, in any
 * store. A projection skips every event at or before its checkpoint, so a batch replayed after a crash, or
 * overlapping a rebuild's swap, is never applied twice. Events go through all projections one at a time, in
 * list order, so a projection sees the others' state as of the event before; a run of a type every
 * projection folds set-wise goes through them projection by projection, a statement each.
 */
export const applyBatchIn = async <Tx>(
  checkpointsIn: CheckpointsIn<Tx>,
  tx: Tx,
  projections: readonly Projection<Tx>[],
  events: StoredEvent[],
  after?: LogPosition,
) => {
  const checkpoints = await checkpointsIn.read(
    tx,
    projections.map((projection) => projection.name),
  );
  if (after && [...checkpoints.values()].some((at) => comparePositions(at, after) < 0))
    throw new CheckpointBehindBatch();
  const unseen = (projection: Projection<Tx>, event: StoredEvent) =>
    comparePositions(event.position, checkpoints.get(projection.name)!) > 0;
  const changes = noChanges();
  for (const run of runsOfOneType(projections, events)) {
    changes.folded = true;
    if (foldsInRuns(projections, run[0]!.type)) {
      for (const projection of projections) {
        const fresh = run.filter((event) => unseen(projection, event));
        if (fresh.length > 0) await applyRun(tx, projection, fresh, changes);
      }
      continue;
    }
    for (const event of run) {
      for (const projection of projections) {
        if (unseen(projection, event)) await applyEvent(tx, projection, event, changes);
      }
    }
  }
  const last = events.at(-1)?.position;
  if (last) {
    const behind = [...checkpoints].filter(
      ([, checkpoint]) => comparePositions(last, checkpoint) > 0,
    );
    if (behind.length > 0)
      await checkpointsIn.save(
        tx,
        behind.map(([name]) => name),
        last,
      );
  }
  return changes;
};

/** The batch into the PostgreSQL read models of the schema on the search_path. */
export const applyBatch = (
  tx: Sql,
  projections: readonly Projection[],
  events: StoredEvent[],
  after?: LogPosition,
) => applyBatchIn(postgresCheckpoints, tx, projections, events, after);

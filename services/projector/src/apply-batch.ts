import { comparePositions, type StoredEvent } from '@harambee/eventstore';
import type { Sql } from '@harambee/platform';
import { readCheckpoints, saveCheckpoint } from './checkpoints';
import { applyEvent, noChanges, type Projection } from './projection';

/** Points unqualified table names at one schema for the rest of the transaction. */
export const useSchema = (tx: Sql, schema: string) =>
  tx.query(`select set_config('search_path', $1, true)`, [schema]);

/**
 * Folds a batch into the projections and moves their checkpoints, inside the caller's transaction.
 * A projection skips every event at or before its checkpoint, so a batch replayed after a crash, or
 * overlapping a rebuild's swap, is never applied twice. Events go through all projections one at a
 * time, in list order, so a projection sees the others' state as of the event before.
 */
export const applyBatch = async (
  tx: Sql,
  projections: readonly Projection[],
  events: StoredEvent[],
) => {
  const checkpoints = await readCheckpoints(
    tx,
    projections.map((projection) => projection.name),
  );
  const changes = noChanges();
  for (const event of events) {
    for (const projection of projections) {
      const checkpoint = checkpoints.get(projection.name)!;
      if (comparePositions(event.position, checkpoint) > 0)
        await applyEvent(tx, projection, event, changes);
    }
  }
  const last = events.at(-1)?.position;
  for (const [name, checkpoint] of checkpoints) {
    if (last && comparePositions(last, checkpoint) > 0) await saveCheckpoint(tx, name, last);
  }
  return changes;
};

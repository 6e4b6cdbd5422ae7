import type { EventStore } from '@harambee/events';
import type { SqlDatabase } from '@harambee/database';
import { READ_MODELS_SCHEMA } from '@harambee/read-models';
import { earliest, readCheckpoints } from './checkpoints';
import { projectionNames } from './projections';

/** Seconds since the oldest event some live projection has not applied yet; 0 when all are caught up. */
export const projectorLagSeconds = async (db: SqlDatabase, store: EventStore) => {
  const from = earliest((await readCheckpoints(db, projectionNames, READ_MODELS_SCHEMA)).values());
  const [next] = await store.readAll(from, 1);
  return next ? Math.max(0, (Date.now() - new Date(next.recordedAt).getTime()) / 1000) : 0;
};

import type { EventStore } from '@harambee/events';
import type { SqlDatabase } from '@harambee/database';
import { checkpointRow, migrateReadModels, READ_MODELS_SCHEMA } from '@harambee/read-models';
import { readCheckpoints } from './checkpoints';
import { projectionNames } from './projections';

const LAG_LIMIT = 10_000;

/** Each projection's checkpoint, when it last moved, and how many events it is behind (counted up to 10 000). */
export const projectionStatus = async (db: SqlDatabase, store: EventStore) => {
  await migrateReadModels(db);
  const checkpoints = await readCheckpoints(db, projectionNames, READ_MODELS_SCHEMA);
  const rows = await db.query(`select * from ${READ_MODELS_SCHEMA}.projection_checkpoints`);
  const updated = new Map(
    rows.map((row) => checkpointRow.parse(row)).map((row) => [row.name, row.updated_at]),
  );
  return Promise.all(
    projectionNames.map(async (name) => {
      const position = checkpoints.get(name)!;
      const behind = (await store.readAll(position, LAG_LIMIT)).length;
      return { name, position, updatedAt: updated.get(name) ?? null, behind };
    }),
  );
};

import type { SqlDatabase } from '@harambee/database';
import { checkpointRow, migrateReadModels, READ_MODELS_SCHEMA } from '@harambee/read-models';
import { readCheckpoints, readOffsets } from './checkpoints';
import { projectEvents, projectRun } from './project-batch';
import type { Projection } from './projection';
import { projections as allProjections } from './projections';
import type { ReadModelStore } from './read-model-store';
import { rebuildProjections } from './rebuild';
import { offsetKey, resumeOffset } from './topic-offsets';

/** The read models in PostgreSQL tables of the `read_models` schema, beside the log or on their own server. */
export const postgresReadModels = (
  db: SqlDatabase,
  projections: readonly Projection[] = allProjections,
): ReadModelStore => {
  const projectionNames = projections.map((projection) => projection.name);
  return {
    kind: 'postgres',
    projectionNames,
    prepare: () => migrateReadModels(db),
    checkpoints: () => readCheckpoints(db, projectionNames, READ_MODELS_SCHEMA),
    checkpointTimes: async () => {
      const rows = await db.query(`select * from ${READ_MODELS_SCHEMA}.projection_checkpoints`);
      return new Map(
        rows.map((row) => checkpointRow.parse(row)).map((row) => [row.name, row.updated_at]),
      );
    },
    project: (events, after) => projectEvents(db, projections, events, after),
    topicOffset: (partition) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('search_path', $1, true)`, [READ_MODELS_SCHEMA]);
        return resumeOffset(await readOffsets(tx, projectionNames, offsetKey(partition)));
      }),
    projectRun: (events, run) => projectRun(db, projections, events, run),
    rebuild: (request) => rebuildProjections({ db, projections, ...request }),
  };
};

import type { EventStore } from '@harambee/events';
import type { SqlDatabase } from '@harambee/database';
import { postgresReadModels } from './postgres-read-models';
import type { ReadModelStore } from './read-model-store';

const LAG_LIMIT = 10_000;

/** Each projection's checkpoint, when it last moved, and how many events it is behind (counted up to 10 000). */
export const readModelStatus = async (readModels: ReadModelStore, store: EventStore) => {
  await readModels.prepare();
  const [checkpoints, updated] = await Promise.all([
    readModels.checkpoints(),
    readModels.checkpointTimes(),
  ]);
  return Promise.all(
    readModels.projectionNames.map(async (name) => {
      const position = checkpoints.get(name)!;
      const behind = (await store.readAll(position, LAG_LIMIT)).length;
      return { name, position, updatedAt: updated.get(name) ?? null, behind };
    }),
  );
};

/** The status of the PostgreSQL read models. */
export const projectionStatus = (db: SqlDatabase, store: EventStore) =>
  readModelStatus(postgresReadModels(db), store);

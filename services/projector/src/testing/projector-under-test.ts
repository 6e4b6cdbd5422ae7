import { createPostgresEventStore } from '@harambee/events';
import { migrate } from '@harambee/eventstore';
import {
  openTestDatabase,
  type DatabaseKind,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import { live, migrateReadModels, READ_MODELS_SCHEMA, type ReadModelTable } from '@harambee/read-models';
import { readCheckpoints } from '../checkpoints';
import { projectNextBatch } from '../project-batch';
import type { Projection } from '../projection';
import { projections } from '../projections';

/** A fresh database with the event store and the live read models on it. */
export const openProjectionDatabase = async (kind: DatabaseKind) => {
  const db = await openTestDatabase(kind);
  await migrate(db);
  await migrateReadModels(db);
  return { db, store: createPostgresEventStore(db) };
};

/** Whether every named projection's checkpoint has reached the last event appended so far. */
const caughtUp = async (db: SqlDatabase, names: string[]) => {
  const [head] = await db.query<{ position: string }>('select coalesce(max(global_position), 0)::text as position from events');
  const checkpoints = await readCheckpoints(db, names, READ_MODELS_SCHEMA);
  return [...checkpoints.values()].every((checkpoint) => BigInt(checkpoint.globalPosition) >= BigInt(head!.position));
};

/**
 * Projects the whole log, batch after batch, as the live runner does. An empty batch is not the end: the log
 * is read below the oldest transaction in flight on the whole server, which another test's database may
 * hold back for a moment; so it goes on until every checkpoint has reached the last appended event.
 */
export const projectAll = async (
  db: SqlDatabase,
  store: ReturnType<typeof createPostgresEventStore>,
  options: { batchSize?: number; projections?: readonly Projection[] } = {},
) => {
  const batchSize = options.batchSize ?? 100;
  const chosen = options.projections ?? projections;
  for (;;) {
    while ((await projectNextBatch(db, store, chosen, batchSize)) > 0);
    if (await caughtUp(db, chosen.map((projection) => projection.name))) return;
    await sleep(20);
  }
};

/** Every row of a live table in a stable order, for before/after comparisons. */
export const rowsOf = (db: SqlDatabase, table: ReadModelTable) =>
  db.query(`select * from ${live(table)} order by 1, 2`);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the check holds; the test's own timeout bounds the wait. */
export const eventually = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await sleep(20);
};

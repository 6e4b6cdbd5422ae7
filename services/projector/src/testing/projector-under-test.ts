import { createPostgresEventStore, migrate } from '@harambee/eventstore';
import {
  openTestDatabase,
  type DatabaseKind,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/platform';
import { live, migrateReadModels, type ReadModelTable } from '@harambee/read-models';
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

/** Projects the whole log, batch after batch, as the live runner does. */
export const projectAll = async (
  db: SqlDatabase,
  store: ReturnType<typeof createPostgresEventStore>,
  options: { batchSize?: number; projections?: readonly Projection[] } = {},
) => {
  const batchSize = options.batchSize ?? 100;
  while ((await projectNextBatch(db, store, options.projections ?? projections, batchSize)) > 0);
};

/** Every row of a live table in a stable order, for before/after comparisons. */
export const rowsOf = (db: SqlDatabase, table: ReadModelTable) =>
  db.query(`select * from ${live(table)} order by 1, 2`);

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the check holds; the test's own timeout bounds the wait. */
export const eventually = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await sleep(20);
};

import { createPostgresEventStore, type NewEvent } from '@harambee/events';
import { appendEach } from '@harambee/events/src/testing/sample-events';
import { migrate } from '@harambee/eventstore';
import {
  openTestDatabase,
  type DatabaseKind,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import { live, migrateReadModels, type ReadModelTable } from '@harambee/read-models';
import {
  postgresReadModels,
  projectNextBatch,
  type Projection,
  type ReadModelStore,
} from '@harambee/projector';

/** A fresh database with the event store and the live read models on it. */
export const openProjectionDatabase = async (kind: DatabaseKind) => {
  const db = await openTestDatabase(kind);
  await migrate(db);
  await migrateReadModels(db);
  return { db, store: createPostgresEventStore(db) };
};

/**
 * A fresh projection database for each test around this call, holding the `events` (asked for then) appended one
 * by one; closed after it. Read `world.db` and `world.store` inside the tests.
 */
export const projectionDatabaseForEach = (kind: DatabaseKind, events: () => NewEvent[]) => {
  const world = {} as Awaited<ReturnType<typeof openProjectionDatabase>>;
  beforeEach(async () => {
    Object.assign(world, await openProjectionDatabase(kind));
    await appendEach(world.store, ...events());
  });
  afterEach(() => world.db?.close());
  return world;
};

/** Whether every projection's checkpoint has reached the last event appended so far. */
const caughtUp = async (db: SqlDatabase, readModels: ReadModelStore) => {
  const [head] = await db.query<{ position: string }>(
    'select coalesce(max(global_position), 0)::text as position from events',
  );
  const checkpoints = await readModels.checkpoints();
  return [...checkpoints.values()].every(
    (checkpoint) => BigInt(checkpoint.globalPosition) >= BigInt(head!.position),
  );
};

/**
 * Projects the whole log, batch after batch, as the live runner does. An empty batch is not the end: the log
 * is read below the oldest transaction in flight on the whole server, which another test's database may
 * hold back for a moment; so it goes on until every checkpoint has reached the last appended event.
 */
export const projectAll = async (
  db: SqlDatabase,
  store: ReturnType<typeof createPostgresEventStore>,
  options: {
    batchSize?: number;
    projections?: readonly Projection[];
    readModels?: ReadModelStore;
  } = {},
) => {
  const batchSize = options.batchSize ?? 100;
  const readModels = options.readModels ?? postgresReadModels(db, options.projections);
  for (;;) {
    while ((await projectNextBatch(readModels, store, batchSize)) > 0);
    if (await caughtUp(db, readModels)) return;
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

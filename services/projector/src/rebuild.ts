import type { LogPosition } from '@harambee/eventstore';
import type { EventStore } from '@harambee/events';
import type { Sql, SqlDatabase } from '@harambee/database';
import {
  migrateReadModels,
  READ_MODELS_CHANGED_CHANNEL,
  READ_MODELS_SCHEMA,
} from '@harambee/read-models';
import { randomBytes } from 'node:crypto';
import { applyBatch, useSchema } from './apply-batch';
import { earliest, readCheckpoints } from './checkpoints';
import { LIVE_PROJECTION_LOCK } from './project-batch';
import { rebuildLoader } from './rebuild-load';
import { storeBatches } from './rebuild-log';
import { readerThreadBatches } from './rebuild-reader';
import { foldedTypes, type Projection } from './projection';
import { projectionNames, projections as allProjections, withDependencies } from './projections';

export type RebuildOptions = {
  db: SqlDatabase;
  store: EventStore;
  /** Projections to rebuild (with those they read); all when empty. */
  names?: readonly string[];
  batchSize?: number;
  projections?: readonly Projection[];
  /** After each batch: the events applied so far and the position of the last. */
  onProgress?: (eventsApplied: number, position: LogPosition) => void | Promise<void>;
  /**
   * The PostgreSQL server whose events table `store` reads: the log is then read, decoded and opened on a thread of
   * its own, on a connection of its own. Without it (PGlite, KurrentDB), the log is read on this thread.
   */
  logDatabaseUrl?: string;
};

/** Events per batch of a rebuild: large, since a batch's statements cost about the same for 500 events or 5,000. */
export const REBUILD_BATCH_SIZE = 5_000;

/**
 * Folds the log into the rebuild's schema batch by batch, reading the next batch while the current one is applied
 * (the projections' checkpoints all move to a batch's last event), on a thread of its own when it can. Inserted rows
 * are loaded by COPY into tables without keys or indexes, built once at the end (`rebuild-load.ts`), on a server
 * while the next batch is applied.
 */
const replay = async (
  { db, store, batchSize = REBUILD_BATCH_SIZE, onProgress, logDatabaseUrl }: RebuildOptions,
  schema: string,
  selected: readonly Projection[],
) => {
  const checkpoints = await readCheckpoints(
    db,
    selected.map((projection) => projection.name),
    schema,
  );
  const loader = rebuildLoader(
    (table, columns, rows) => db.copyIn(`${schema}.${table}`, columns, rows),
    db.kind === 'postgres',
  );
  const batches = logDatabaseUrl
    ? readerThreadBatches({ databaseUrl: logDatabaseUrl, folded: foldedTypes(selected) })
    : storeBatches(store);
  let applied = 0;
  for await (const events of batches(earliest(checkpoints.values()), batchSize)) {
    await db.transaction(async (tx) => {
      await useSchema(tx, schema);
      await applyBatch(loader.within(tx), selected, events);
    });
    await loader.handOn();
    applied += events.length;
    await onProgress?.(applied, events.at(-1)!.position);
  }
  await db.transaction(async (tx) => {
    await useSchema(tx, schema);
    await loader.finish(tx);
  });
  return applied;
};

/**
 * Moves the rebuilt tables and checkpoints into the live schema in one transaction. The Kafka offsets kept with
 * the checkpoints go: a consumer then reads the topic again from its start, skipping what the checkpoints hold.
 */
const swap = async (tx: Sql, schema: string, selected: readonly Projection[]) => {
  await tx.query('select pg_advisory_xact_lock($1)', [LIVE_PROJECTION_LOCK]);
  for (const table of selected.flatMap((projection) => projection.tables)) {
    await tx.exec(`drop table if exists ${READ_MODELS_SCHEMA}.${table}`);
    await tx.exec(`alter table ${schema}.${table} set schema ${READ_MODELS_SCHEMA}`);
  }
  await tx.query(
    `insert into ${READ_MODELS_SCHEMA}.projection_checkpoints (name, transaction_id, global_position, updated_at)
     select name, transaction_id, global_position, now() from ${schema}.projection_checkpoints
     where name = any($1)
     on conflict (name) do update
       set transaction_id = excluded.transaction_id, global_position = excluded.global_position,
           updated_at = excluded.updated_at, kafka_offsets = '{}'`,
    [selected.map((projection) => projection.name)],
  );
  await tx.query('select pg_notify($1, $2)', [READ_MODELS_CHANGED_CHANNEL, '']);
};

/**
 * Replays the whole log into fresh tables in a schema of their own while the live ones keep serving,
 * then swaps them in under the lock the live runners take. The live runners then catch up the few
 * events appended since, from the swapped-in checkpoints. Returns the projections rebuilt.
 */
export const rebuildProjections = async (options: RebuildOptions) => {
  const { db } = options;
  const all = options.projections ?? allProjections;
  const names = options.names?.length ? options.names : projectionNames;
  const selected = withDependencies(names, all);
  const schema = `${READ_MODELS_SCHEMA}_rebuild_${randomBytes(4).toString('hex')}`;
  await migrateReadModels(db);
  const tables = selected.flatMap((projection) => projection.tables);
  await migrateReadModels(db, { schema, tables: [...tables, 'projection_checkpoints'] });
  try {
    await replay(options, schema, selected);
    await db.transaction((tx) => swap(tx, schema, selected));
  } finally {
    await db.exec(`drop schema if exists ${schema} cascade`);
  }
  return selected.map((projection) => projection.name);
};

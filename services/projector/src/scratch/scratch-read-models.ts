import type { EventType, StoredEvent } from '@harambee/events';
import { openDatabase, type Sql, type SqlDatabase } from '@harambee/database';
import { migrateReadModels, READ_MODELS_SCHEMA } from '@harambee/read-models';
import { applyBatch, useSchema } from '../apply-batch';
import { withDependencies } from '../projections';

/** Folds more of the log (later events than those folded so far) into the scratch read models. */
export type FoldMore = (events: StoredEvent[]) => Promise<void>;

/**
 * Read models in memory (an embedded PostgreSQL of their own), filled by the very projections the live ones
 * are, for questions about the past: each question starts from empty tables, folds the events it is given and
 * reads the answer in one transaction. Opened on the first question; questions wait for each other.
 */
export const scratchReadModels = (names: readonly string[]) => {
  const selected = withDependencies(names);
  const tables = [...new Set(selected.flatMap((projection) => projection.tables))];
  let opened: Promise<SqlDatabase> | undefined;
  const open = () =>
    (opened ??= openDatabase({}).then(async (db) => {
      await migrateReadModels(db, { tables: [...tables, 'projection_checkpoints'] });
      return db;
    }));
  const foldInto =
    (tx: Sql): FoldMore =>
    (events) =>
      applyBatch(tx, selected, events).then(() => undefined);
  const types = selected.flatMap((projection) => [
    ...Object.keys(projection.handlers),
    ...Object.keys(projection.runHandlers ?? {}),
  ]) as EventType[];
  return {
    /** The event types these read models fold. */
    types: [...new Set(types)],
    /** `read` gets the read models (tables named as the live ones) and a way to fold the log into them. */
    question: async <T>(read: (tx: Sql, fold: FoldMore) => Promise<T>) =>
      (await open()).transaction(async (tx) => {
        await useSchema(tx, READ_MODELS_SCHEMA);
        await tx.exec(`truncate ${[...tables, 'projection_checkpoints'].join(', ')}`);
        return read(tx, foldInto(tx));
      }),
    close: async () => {
      if (opened) await (await opened).close();
    },
  };
};
export type ScratchReadModels = ReturnType<typeof scratchReadModels>;

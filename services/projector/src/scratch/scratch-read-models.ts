import type { StoredEvent } from '@harambee/events';
import { logger, openDatabase, type Sql, type SqlDatabase } from '@harambee/database';
import { migrateReadModels, READ_MODELS_SCHEMA } from '@harambee/read-models';
import { applyBatch, useSchema } from '../apply-batch';
import { foldedTypes } from '../projection';
import { withDependencies } from '../projections';

/** Folds more of the log (later events than those folded so far) into the scratch read models. */
export type FoldMore = (events: StoredEvent[]) => Promise<void>;

/** The scratch read models could not be opened; the next question opens them again. */
export class ScratchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The scratch read models could not be opened: ${String(cause)}`);
    this.name = 'ScratchUnavailableError';
  }
}

const openInMemory = () => openDatabase({});

/**
 * Read models in memory (an embedded PostgreSQL of their own), filled by the very projections the live ones
 * are, for questions about the past: each question starts from empty tables, folds the events it is given and
 * reads the answer in one transaction. Opened by `openNow` or on the first question, whichever comes
 * first; a failed open is forgotten, so the next question tries again. Questions wait for each other.
 */
export const scratchReadModels = (
  names: readonly string[],
  openEmpty: () => Promise<SqlDatabase> = openInMemory,
) => {
  const selected = withDependencies(names);
  const tables = [...new Set(selected.flatMap((projection) => projection.tables))];
  const migrated = async (db: SqlDatabase) => {
    await migrateReadModels(db, { tables: [...tables, 'projection_checkpoints'] }).catch(
      async (error: unknown) => {
        await db.close();
        throw error;
      },
    );
    return db;
  };
  let opened: Promise<SqlDatabase> | undefined;
  const open = () =>
    (opened ??= openEmpty()
      .then(migrated)
      .catch((error: unknown) => {
        opened = undefined;
        logger.warn(
          'as-of scratch read models could not be opened; the next question tries again',
          {
            error: String(error),
          },
        );
        throw new ScratchUnavailableError(error);
      }));
  const foldInto =
    (tx: Sql): FoldMore =>
    (events) =>
      applyBatch(tx, selected, events).then(() => undefined);
  return {
    /** The event types these read models fold. */
    types: foldedTypes(selected),
    /** `read` gets the read models (tables named as the live ones) and a way to fold the log into them. */
    question: async <T>(read: (tx: Sql, fold: FoldMore) => Promise<T>) =>
      (await open()).transaction(async (tx) => {
        await useSchema(tx, READ_MODELS_SCHEMA);
        await tx.exec(`truncate ${[...tables, 'projection_checkpoints'].join(', ')}`);
        return read(tx, foldInto(tx));
      }),
    /** Opens them now: resolves once they are open, or failed to (logged, left to the next question to retry). */
    openNow: () =>
      open().then(
        () => undefined,
        () => undefined,
      ),
    close: async () => {
      const db = await opened?.catch(() => undefined);
      await db?.close();
    },
  };
};
export type ScratchReadModels = ReturnType<typeof scratchReadModels>;

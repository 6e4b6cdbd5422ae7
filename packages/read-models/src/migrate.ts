import type { SqlDatabase } from '@harambee/database';
import {
  READ_MODELS_SCHEMA,
  readModelTables,
  tableDefinitions,
  type ReadModelTable,
} from './tables';

/** Serialises concurrent starts on a server: `create ... if not exists` races on its own. */
const MIGRATION_LOCK = 7_240_310;
const schemaName = /^[a-z_][a-z0-9_]*$/;

export const assertSchemaName = (schema: string) => {
  if (!schemaName.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  return schema;
};

export type MigrateOptions = { schema?: string; tables?: readonly ReadModelTable[] };

/** Creates the read-model schema and tables (all, or the ones named); safe to run at every start. */
export const migrateReadModels = (db: SqlDatabase, options: MigrateOptions = {}): Promise<void> => {
  const schema = assertSchemaName(options.schema ?? READ_MODELS_SCHEMA);
  const tables = options.tables ?? readModelTables;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create schema if not exists ${schema}`);
    await tx.query(`select set_config('search_path', $1, true)`, [schema]);
    for (const table of tables) await tx.exec(tableDefinitions[table]);
  });
};

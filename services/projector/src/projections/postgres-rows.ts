import type { Sql } from '@harambee/database';
import type { ReadModelTable } from '@harambee/read-models';

/** The rows a projection inserts into one table: each column with its type, as a JSON recordset reads them. */
export type RowsInto = { table: ReadModelTable; columns: Readonly<Record<string, string>> };

/** What takes inserted rows instead of the table (a rebuild, which loads them by COPY), and keeps state between batches. */
export type RowLoader = {
  /** False when the rows are to be inserted as usual. */
  load(into: RowsInto, rows: readonly object[]): Promise<boolean>;
  /** What the loader keeps for the rest of the rebuild under `key`, made by `make` the first time. */
  kept<T>(key: string, make: () => T): T;
};

const loaders = new WeakMap<Sql, RowLoader>();

/** Has `loader` take the rows inserted through `tx`. */
export const loadingThrough = (tx: Sql, loader: RowLoader) => {
  loaders.set(tx, loader);
  return tx;
};

/** The loader taking the rows inserted through `tx`, in a rebuild. */
export const loaderOf = (tx: Sql) => loaders.get(tx);

const insertStatement = ({ table, columns }: RowsInto) => {
  const names = Object.keys(columns);
  return `insert into ${table} (${names.join(', ')})
    select ${names.map((name) => `r.${name}`).join(', ')}
    from jsonb_to_recordset($1::jsonb) as r(${names.map((name) => `${name} ${columns[name]}`).join(', ')})
    on conflict do nothing`;
};

/** Inserts rows a row already there (by any key) leaves out: one statement, or the rebuild's load. */
export const insertRows = async (tx: Sql, into: RowsInto, rows: readonly object[]) => {
  if (rows.length === 0) return;
  if (await loaderOf(tx)?.load(into, rows)) return;
  await tx.query(insertStatement(into), [JSON.stringify(rows)]);
};

import type { Sql } from '@harambee/database';
import { loadingThrough, type RowsInto } from './projections/postgres-rows';

/** A primary key or unique constraint, an index otherwise: what a table loses while loaded, and gets back. */
type Key = { name: string; definition: string; columns: string[] | null };
type Loaded = {
  into: RowsInto;
  keys: Key[];
  indexes: string[];
  /** Per unique key, the key of each row loaded: a row whose key is there is left out, as `on conflict do nothing` would. */
  seen: Set<string>[];
  pending: string[];
};

const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value as COPY's text format takes it, as `jsonb_to_recordset` would read it from the value's JSON. */
const field = (value: unknown, type: string) => {
  const json = (value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? value;
  if (json === null || json === undefined || (typeof json === 'number' && !isFinite(json)))
    return '\\N';
  const text =
    type === 'jsonb' || typeof json === 'object' ? JSON.stringify(json) : String(json as string);
  return text.replace(/[\\\t\n\r]/g, (character) => ESCAPED[character]!);
};

const mentions = (text: string, table: string) => new RegExp(`\\b${table}\\b`).test(text);

/**
 * How a rebuild writes its tables: rows inserted through `insertRows` are gathered and loaded by COPY into
 * tables stripped of their keys and indexes, which come back once the replay is done, or as soon as any other
 * statement names the table (a refund's update then finds its row by key). A statement sees every row
 * inserted before it: the gathered rows are loaded first.
 */
export const rebuildLoader = () => {
  const loaded = new Map<string, Loaded>();
  const restored = new Set<string>();
  const kept = new Map<string, unknown>();

  const strip = async (tx: Sql, into: RowsInto): Promise<Loaded> => {
    const keys = await tx.query<Key>(
      `select c.conname as name, pg_get_constraintdef(c.oid) as definition,
              (select array_agg(a.attname::text order by k.n)
               from unnest(c.conkey) with ordinality k(attnum, n)
               join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum) as columns
       from pg_constraint c where c.conrelid = $1::regclass and c.contype in ('p', 'u')`,
      [into.table],
    );
    const indexes = await tx.query<{ definition: string; name: string }>(
      `select pg_get_indexdef(i.indexrelid) as definition, i.indexrelid::regclass::text as name
       from pg_index i
       where i.indrelid = $1::regclass
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [into.table],
    );
    for (const index of indexes) await tx.exec(`drop index ${index.name}`);
    for (const key of keys) await tx.exec(`alter table ${into.table} drop constraint ${key.name}`);
    return {
      into,
      keys,
      indexes: indexes.map((index) => index.definition),
      seen: keys.map(() => new Set()),
      pending: [],
    };
  };

  const flush = async (tx: Sql) => {
    for (const table of loaded.values()) {
      if (table.pending.length === 0) continue;
      const rows = table.pending.join('');
      table.pending = [];
      await tx.copyIn(table.into.table, Object.keys(table.into.columns), rows);
    }
  };

  const restore = async (tx: Sql, table: Loaded) => {
    loaded.delete(table.into.table);
    restored.add(table.into.table);
    for (const key of table.keys)
      await tx.exec(`alter table ${table.into.table} add constraint ${key.name} ${key.definition}`);
    for (const index of table.indexes) await tx.exec(index);
  };

  /** Loads what is gathered, and gives back its keys to each loaded table the statement names. */
  const before = async (tx: Sql, text: string) => {
    await flush(tx);
    for (const table of [...loaded.values()])
      if (mentions(text, table.into.table)) await restore(tx, table);
  };

  /** Gathers rows of a table not restored yet, each row left out whose key is there already. */
  const gather = async (tx: Sql, into: RowsInto, rows: readonly object[]) => {
    if (restored.has(into.table)) return false;
    let table = loaded.get(into.table);
    if (!table) {
      table = await strip(tx, into);
      loaded.set(into.table, table);
    }
    const columns = Object.entries(into.columns);
    for (const row of rows) {
      const values = row as Record<string, unknown>;
      const keys = table.keys.map((key) =>
        JSON.stringify(key.columns!.map((name) => values[name])),
      );
      if (keys.some((key, index) => table.seen[index]!.has(key))) continue;
      keys.forEach((key, index) => table.seen[index]!.add(key));
      table.pending.push(
        `${columns.map(([name, type]) => field(values[name], type)).join('\t')}\n`,
      );
    }
    return true;
  };

  /** A batch's transaction through which inserted rows are gathered, each statement seeing them loaded. */
  const within = (tx: Sql): Sql => {
    const through: Sql = {
      query: async (text, params) => {
        await before(tx, text);
        return tx.query(text, params);
      },
      exec: async (text) => {
        await before(tx, text);
        await tx.exec(text);
      },
      copyIn: async (table, columns, rows) => {
        await before(tx, table);
        await tx.copyIn(table, columns, rows);
      },
    };
    return loadingThrough(through, {
      load: (into, rows) => gather(tx, into, rows),
      kept: <T>(key: string, make: () => T) => {
        if (!kept.has(key)) kept.set(key, make());
        return kept.get(key) as T;
      },
    });
  };

  /** Loads what is gathered and gives every table its keys and indexes back. */
  const finish = async (tx: Sql) => {
    await flush(tx);
    for (const table of [...loaded.values()]) await restore(tx, table);
  };

  return { within, flush, finish };
};

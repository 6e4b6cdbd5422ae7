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

/** Loads rows into a table of the rebuild by COPY on a connection of its own, outside any batch's transaction. */
export type CopyAside = (table: string, columns: readonly string[], rows: string) => Promise<void>;

const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;

/** Most values hold none of COPY's special characters: those are tested, not rewritten (a quarter of the loader's time). */
const escaped = (text: string) =>
  SPECIAL.test(text) ? text.replace(SPECIALS, (character) => ESCAPED[character]!) : text;

/** A value as COPY's text format takes it, as `jsonb_to_recordset` would read it from the value's JSON. */
const field = (value: unknown, type: string) => {
  if (typeof value === 'number') return isFinite(value) ? String(value) : '\\N';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && type !== 'jsonb') return escaped(value);
  const json = (value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? value;
  if (json === null || json === undefined || (typeof json === 'number' && !isFinite(json)))
    return '\\N';
  return escaped(
    type === 'jsonb' || typeof json === 'object' ? JSON.stringify(json) : String(json as string),
  );
};

/** A row's value of a key as a text no other value of it is: text columns joined by NUL, which no text holds. */
const keyOf = (columns: readonly string[], values: Record<string, unknown>) => {
  if (columns.length === 1 && typeof values[columns[0]!] === 'string')
    return values[columns[0]!] as string;
  const parts = columns.map((name) => values[name]);
  return parts.every((part) => typeof part === 'string')
    ? parts.join('\0')
    : `\0${JSON.stringify(parts)}`;
};

/** A row as a line of COPY text. */
const line = (columns: readonly (readonly [string, string])[], values: Record<string, unknown>) => {
  let text = '';
  for (const [name, type] of columns) text += `${field(values[name], type)}\t`;
  return `${text.slice(0, -1)}\n`;
};

const mentions = (text: string, table: string) => new RegExp(`\\b${table}\\b`).test(text);

/**
 * How a rebuild writes its tables: rows inserted through `insertRows` are gathered and loaded by COPY into
 * tables stripped of their keys and indexes, which come back once the replay is done, or as soon as any other
 * statement names the table (a refund's update then finds its row by key). A statement naming a table sees every
 * row inserted into it before: the gathered rows are loaded first. Once a batch is committed, `handOn` gives its
 * rows to `copyAside`; with `overlap` (a server, whose pool has connections to spare) they load while the next
 * batch is applied, one batch's rows at a time, instead of the batch waiting for them.
 */
export const rebuildLoader = (copyAside: CopyAside, overlap: boolean) => {
  const loaded = new Map<string, Loaded>();
  const restored = new Set<string>();
  const kept = new Map<string, unknown>();
  let landing: Promise<void> = Promise.resolve();

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

  /** Each table's gathered rows as the text of one COPY, taken from it. */
  const takePending = () =>
    [...loaded.values()]
      .filter((table) => table.pending.length > 0)
      .map((table) => {
        const rows = table.pending.join('');
        table.pending = [];
        return { table: table.into.table, columns: Object.keys(table.into.columns), rows };
      });

  const flush = async (tx: Sql) => {
    for (const copy of takePending()) await tx.copyIn(copy.table, copy.columns, copy.rows);
  };

  /** Gives the rows of a committed batch to `copyAside`, once those it was given before have landed. */
  const handOn = async () => {
    await landing;
    const copies = takePending();
    landing = (async () => {
      for (const copy of copies) await copyAside(copy.table, copy.columns, copy.rows);
    })();
    // Awaited by the next hand-on or statement that needs the rows, which then fails with it.
    landing.catch(() => undefined);
    if (!overlap) await landing;
  };

  const restore = async (tx: Sql, table: Loaded) => {
    loaded.delete(table.into.table);
    restored.add(table.into.table);
    for (const key of table.keys)
      await tx.exec(`alter table ${table.into.table} add constraint ${key.name} ${key.definition}`);
    for (const index of table.indexes) await tx.exec(index);
  };

  /** Loads what is gathered once the statement names a loaded table, and gives back its keys to each it names. */
  const before = async (tx: Sql, text: string) => {
    const named = [...loaded.values()].filter((table) => mentions(text, table.into.table));
    if (named.length === 0) return;
    await landing;
    await flush(tx);
    for (const table of named) await restore(tx, table);
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
    const { keys, seen, pending } = table;
    for (const row of rows) {
      const values = row as Record<string, unknown>;
      const rowKeys = keys.map((key) => keyOf(key.columns!, values));
      if (rowKeys.some((key, index) => seen[index]!.has(key))) continue;
      rowKeys.forEach((key, index) => seen[index]!.add(key));
      pending.push(line(columns, values));
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
    await landing;
    await flush(tx);
    for (const table of [...loaded.values()]) await restore(tx, table);
  };

  return { within, handOn, finish };
};

import { LOG_START, type LogPosition } from '@harambee/eventstore';
import type { SqlDatabase } from '@harambee/database';

/**
 * Where each process manager has got to in the log, and which process holds it: a lease, so that of several
 * command APIs on one database only one reacts at a time (a provider is never asked twice for one refund).
 */
export const migrateProcessCheckpoints = (db: SqlDatabase) =>
  db.query(`create table if not exists process_checkpoints (
    name text primary key,
    transaction_id bigint not null default 0,
    global_position bigint not null default 0,
    owner text,
    leased_until timestamptz
  )`);

type Row = { transaction_id: string; global_position: string };
type NamedRow = Row & { name: string };
const positionOf = (row: Row): LogPosition => ({
  transactionId: row.transaction_id,
  globalPosition: row.global_position,
});

/**
 * Takes or renews the lease; the checkpoint while this owner holds it, null while another does. A process seen
 * for the first time starts where `startsFrom` says: the log's start, or its head for one that ignores the past.
 */
export const leaseCheckpoint = async (
  db: SqlDatabase,
  name: string,
  owner: string,
  leaseMs: number,
  startsFrom: () => Promise<LogPosition> = async () => LOG_START,
): Promise<LogPosition | null> => {
  const take = async () =>
    (
      await db.query<Row>(
        `update process_checkpoints set owner = $2, leased_until = now() + make_interval(secs => $3::double precision / 1000)
         where name = $1 and (owner = $2 or owner is null or leased_until < now())
         returning transaction_id::text, global_position::text`,
        [name, owner, leaseMs],
      )
    )[0];
  // Held or free: one statement. Only a process manager never seen before needs its first place made.
  let row = await take();
  if (!row) {
    const [known] = await db.query('select 1 from process_checkpoints where name = $1', [name]);
    if (known) return null;
    const { transactionId, globalPosition } = await startsFrom();
    await db.query(
      'insert into process_checkpoints (name, transaction_id, global_position) values ($1, $2, $3) on conflict (name) do nothing',
      [name, transactionId, globalPosition],
    );
    row = await take();
  }
  return row ? positionOf(row) : null;
};

/**
 * leaseCheckpoint for many at once: one statement takes or renews every lease it can, and answers the places
 * of those this owner now holds. Names never seen before get their first place (`startsFrom`) and a second try.
 */
export const leaseCheckpoints = async (
  db: SqlDatabase,
  names: readonly string[],
  owner: string,
  leaseMs: number,
  startsFrom: (name: string) => Promise<LogPosition>,
): Promise<Map<string, LogPosition>> => {
  const take = async (wanted: readonly string[]) =>
    db.query<NamedRow>(
      `update process_checkpoints set owner = $2, leased_until = now() + make_interval(secs => $3::double precision / 1000)
       where name = any($1::text[]) and (owner = $2 or owner is null or leased_until < now())
       returning name, transaction_id::text, global_position::text`,
      [wanted, owner, leaseMs],
    );
  const held = new Map((await take(names)).map((row) => [row.name, positionOf(row)]));
  const missing = names.filter((name) => !held.has(name));
  if (missing.length === 0) return held;
  const known = new Set(
    (
      await db.query<{ name: string }>(
        'select name from process_checkpoints where name = any($1::text[])',
        [missing],
      )
    ).map((row) => row.name),
  );
  const unseen = missing.filter((name) => !known.has(name));
  if (unseen.length === 0) return held;
  for (const name of unseen) {
    const { transactionId, globalPosition } = await startsFrom(name);
    await db.query(
      'insert into process_checkpoints (name, transaction_id, global_position) values ($1, $2, $3) on conflict (name) do nothing',
      [name, transactionId, globalPosition],
    );
  }
  for (const row of await take(unseen)) held.set(row.name, positionOf(row));
  return held;
};

/** saveCheckpoint for many moved to one place; answers the names still held. */
export const saveCheckpoints = async (
  db: SqlDatabase,
  names: readonly string[],
  owner: string,
  position: LogPosition,
) =>
  new Set(
    (
      await db.query<{ name: string }>(
        `update process_checkpoints set transaction_id = $3, global_position = $4 where name = any($1::text[]) and owner = $2 returning name`,
        [names, owner, position.transactionId, position.globalPosition],
      )
    ).map((row) => row.name),
  );

/** Moves the checkpoint only while this owner still holds the lease; false when it was lost. */
export const saveCheckpoint = async (
  db: SqlDatabase,
  name: string,
  owner: string,
  position: LogPosition,
) => {
  const rows = await db.query(
    `update process_checkpoints set transaction_id = $3, global_position = $4 where name = $1 and owner = $2 returning name`,
    [name, owner, position.transactionId, position.globalPosition],
  );
  return rows.length > 0;
};

export const releaseCheckpoint = (db: SqlDatabase, name: string, owner: string) =>
  db.query(
    'update process_checkpoints set owner = null, leased_until = null where name = $1 and owner = $2',
    [name, owner],
  );

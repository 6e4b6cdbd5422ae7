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
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : null;
};

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

import { LOG_START, type LogPosition } from '@harambee/eventstore';
import type { Sql } from '@harambee/database';

/** One row a topic: the position of the last event the broker acknowledged. */
export const migrateRelay = (sql: Sql) =>
  sql.exec(`create table if not exists relay_checkpoints (
    topic text primary key,
    transaction_id text not null,
    global_position text not null,
    updated_at timestamptz not null default now()
  )`);

export const readRelayCheckpoint = async (sql: Sql, topic: string): Promise<LogPosition> => {
  const [row] = await sql.query<LogPosition>(
    `select transaction_id as "transactionId", global_position as "globalPosition" from relay_checkpoints where topic = $1`,
    [topic],
  );
  return row ?? LOG_START;
};

export const saveRelayCheckpoint = (sql: Sql, topic: string, position: LogPosition) =>
  sql.query(
    `insert into relay_checkpoints (topic, transaction_id, global_position, updated_at) values ($1, $2, $3, now())
     on conflict (topic) do update
       set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
    [topic, position.transactionId, position.globalPosition],
  );

import { comparePositions, LOG_START, type LogPosition } from '@harambee/eventstore';
import type { Sql } from '@harambee/database';
import { checkpointRow } from '@harambee/read-models';

/** Each projection's last applied log position in the schema on the search_path (log start when none). */
export const readCheckpoints = async (sql: Sql, names: readonly string[], schema?: string) => {
  const table = schema ? `${schema}.projection_checkpoints` : 'projection_checkpoints';
  const rows = await sql.query(`select * from ${table} where name = any($1)`, [names]);
  const saved = new Map(rows.map((row) => checkpointRow.parse(row)).map((row) => [row.name, row]));
  return new Map<string, LogPosition>(
    names.map((name) => {
      const row = saved.get(name);
      return [
        name,
        row
          ? { transactionId: row.transaction_id, globalPosition: row.global_position }
          : LOG_START,
      ];
    }),
  );
};

export const earliest = (positions: Iterable<LogPosition>) =>
  [...positions].reduce<LogPosition | undefined>(
    (min, position) => (min && comparePositions(min, position) <= 0 ? min : position),
    undefined,
  ) ?? LOG_START;

/** Moves the named projections' checkpoints to one position, in one statement. */
export const saveCheckpoints = (sql: Sql, names: string[], position: LogPosition) =>
  sql.query(
    `insert into projection_checkpoints (name, transaction_id, global_position, updated_at)
     select name, $2, $3, now() from unnest($1::text[]) as name
     on conflict (name) do update
       set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
    [names, position.transactionId, position.globalPosition],
  );

/** Each named projection's last applied offset of a topic partition, by its `topic:partition` key (none when never). */
export const readOffsets = async (sql: Sql, names: readonly string[], key: string) => {
  const rows = await sql.query<{ name: string; offset: string | null }>(
    `select name, kafka_offsets->>$2 as offset from projection_checkpoints where name = any($1)`,
    [names, key],
  );
  const saved = new Map(rows.map((row) => [row.name, row.offset ?? undefined]));
  return names.map((name) => saved.get(name));
};

/** Keeps a partition's last applied offset in the named projections' checkpoints. */
export const saveOffsets = (sql: Sql, names: readonly string[], key: string, offset: string) =>
  sql.query(
    `update projection_checkpoints set kafka_offsets = kafka_offsets || jsonb_build_object($2::text, $3::text)
     where name = any($1)`,
    [names, key, offset],
  );

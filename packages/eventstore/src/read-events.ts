import type { Sql } from '@harambee/database';
import type { DomainEvent } from './event-catalogue';
import {
  LOG_START,
  type DataMatch,
  type LogPosition,
  type LogRead,
  type StoredEvent,
  type StreamRead,
  type StreamVersions,
} from './event-store';
import { mapInTurns } from './in-turns';
import { matchedPart } from './matched-fields';
import { comparePositions } from './log-position';
import { SEALED_PREFIX } from './personal-data-vault';
import { storedEventColumns, type StoredEventRow } from './stored-event';

/** A row as the caller's event: `toStoredEvent` bound to its catalogue. */
export type ReadRow<E extends DomainEvent, M> = (row: StoredEventRow) => StoredEvent<E, M>;

type LastRow = { lastTransactionId: string; lastGlobalPosition: string };

/** A row read with its data keys: base64 by subject, null for an erased subject, none for a subject without one. */
export type KeyedEventRow = StoredEventRow & { keys?: Record<string, string | null> | null };

/**
 * The rows of `read` (a batch of the log: a select of the stored event columns) in log order, with the data keys of
 * the subjects their sealed values name (`pii:v1:<subject>:…`, wherever they sit in their data), read in the same
 * statement: one object for the whole batch, on one of its rows. Each subject is looked up once by the keys'
 * primary key, whatever the planner guesses (a read of the log once scanned every key for each event read), and not
 * once per event that names it.
 */
const keyedLogRead = (read: string) => `
  with read as (${read})
  select read.*, case when row_number() over () = 1 then (
    select coalesce(jsonb_object_agg(named.subject, k.data_key), '{}'::jsonb)
    from (select distinct split_part(sealed, ':', 3) as subject
          from read, jsonb_array_elements_text(jsonb_path_query_array(read.data,
            'strict $.** ? (@.type() == "string" && @ starts with "${SEALED_PREFIX}")')) sealed) named,
      lateral (select data_key from personal_data_keys where subject_id = named.subject offset 0) k
  ) end as keys
  from read order by "transactionId"::xid8, "globalPosition"::bigint`;
const logRead = (withKeys: boolean, read: string) => (withKeys ? keyedLogRead(read) : read);

/**
 * Each row's data keys in a column of its own, for the short reads (a stream or two, a type for one campaign),
 * which the CTE and the sort of `keyedLogRead` cost more than the rows' own lookups save. The subjects come as one
 * array: joined as rows, the planner guesses a thousand a row and may scan every key for each event read.
 */
const keysColumn = `,
  (select coalesce(jsonb_object_agg(k.subject_id, k.data_key), '{}'::jsonb) from personal_data_keys k
   where k.subject_id = any(array(
     select split_part(sealed, ':', 3)
     from jsonb_array_elements_text(jsonb_path_query_array(events.data,
       'strict $.** ? (@.type() == "string" && @ starts with "${SEALED_PREFIX}")')) sealed))) as keys`;
const columns = (withKeys: boolean) => storedEventColumns + (withKeys ? keysColumn : '');

export const readStreams = async <E extends DomainEvent, M>(
  sql: Sql,
  read: ReadRow<E, M>,
  streamIds: string[],
  after: StreamVersions = {},
  withKeys = false,
): Promise<StreamRead<E, M>[]> => {
  const rows = await sql.query<KeyedEventRow>(
    `select ${columns(withKeys)} from events
     where stream_id = any($1::text[]) and stream_version > coalesce(($2::jsonb->>stream_id)::int, 0)
     order by stream_id, stream_version`,
    [streamIds, JSON.stringify(after)],
  );
  const events = await mapInTurns(rows, read);
  return streamIds.map((streamId) => afterVersion(events, streamId, after[streamId] ?? 0));
};

/** A stream's events in order, those after `version` only, and its version. */
export const afterVersion = <E extends DomainEvent, M>(
  events: readonly StoredEvent<E, M>[],
  streamId: string,
  version: number,
): StreamRead<E, M> => {
  const own = events.filter(
    (event) => event.streamId === streamId && event.streamVersion > version,
  );
  return { version: own.at(-1)?.streamVersion ?? version, events: own };
};

export const readStreamVersion = async (sql: Sql, streamId: string) => {
  const [row] = await sql.query<{ version: number }>(
    'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
    [streamId],
  );
  return row?.version ?? 0;
};

/**
 * Reads only what transactions older than every one still in flight wrote: an append that commits late
 * with a lower global position is then still ahead of any position a reader has passed.
 */
export const readAll = async <E extends DomainEvent, M>(
  sql: Sql,
  read: ReadRow<E, M>,
  after: LogPosition,
  limit: number,
  withKeys = false,
) => {
  const rows = await sql.query<KeyedEventRow>(
    logRead(
      withKeys,
      `select ${storedEventColumns} from events
       where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         and (transaction_id, global_position) > ($1::xid8, $2::bigint)
       order by transaction_id, global_position
       limit $3`,
    ),
    [after.transactionId, after.globalPosition, limit],
  );
  return mapInTurns(rows, read);
};

/**
 * Everything committed of these types, through the index on type or on the fields `where` names; `where` is matched
 * by jsonb containment. After a position, only what transactions older than every one in flight wrote (as
 * `readAll`), so a reader going on from the last event it got misses none.
 */
export const readByType = async <E extends DomainEvent, M, T extends E['type']>(
  sql: Sql,
  read: ReadRow<E, M>,
  types: readonly T[],
  where: DataMatch = {},
  after?: LogPosition,
  withKeys = false,
) => {
  const matched = matchedPart(where);
  const rows = await sql.query<KeyedEventRow>(
    `select ${columns(withKeys)} from events
     where type = any($1::text[]) and data @> $2::jsonb
       ${
         after
           ? `and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
              and (transaction_id, global_position) > ($3::xid8, $4::bigint)`
           : ''
       }
       ${matched ? `and event_matched_fields(data) @> $${after ? 5 : 3}::jsonb` : ''}
     order by transaction_id, global_position`,
    [
      types,
      JSON.stringify(where),
      ...(after ? [after.transactionId, after.globalPosition] : []),
      ...(matched ? [matched] : []),
    ],
  );
  // The catalogue parsed each row, and its type is one of `types`.
  return (await mapInTurns(rows, read)) as StoredEvent<Extract<E, { type: T }>, M>[];
};

/**
 * The events of these types after a position, in log order, at most `limit`, read below the oldest transaction in
 * flight as `readAll` reads; and the place the log was read up to: the last of them when `limit` cut the read, else
 * the log's last event below that transaction, past events of other types. The last event is found in the same
 * statement (the same snapshot), so no event of these types can commit behind it unread.
 */
export const readAllOf = async <E extends DomainEvent, M>(
  sql: Sql,
  read: ReadRow<E, M>,
  types: readonly string[],
  after: LogPosition,
  limit: number,
  withKeys = false,
): Promise<LogRead<E, M>> => {
  const rows = await sql.query<Partial<KeyedEventRow> & LastRow>(
    logRead(
      withKeys,
      `with bound as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin),
       last as (
         select transaction_id::text as "lastTransactionId", global_position::text as "lastGlobalPosition"
         from events where transaction_id < (select xmin from bound)
         order by transaction_id desc, global_position desc limit 1),
       wanted as (
         select * from events
         where type = any($1::text[]) and transaction_id < (select xmin from bound)
           and (transaction_id, global_position) > ($2::xid8, $3::bigint)
         order by transaction_id, global_position
         limit $4)
       select last.*, ${storedEventColumns} from last left join wanted as events on true
       order by events.transaction_id, events.global_position`,
    ),
    [types, after.transactionId, after.globalPosition, limit],
  );
  const events = await mapInTurns(
    rows.filter((row): row is KeyedEventRow & LastRow => row.id != null),
    read,
  );
  const [first] = rows;
  const last = first && {
    transactionId: first.lastTransactionId,
    globalPosition: first.lastGlobalPosition,
  };
  const readTo =
    events.length === limit
      ? events.at(-1)!.position
      : last && comparePositions(last, after) > 0
        ? last
        : after;
  return { events, readTo };
};

/** `readAllOf` for a store without a read by type of its log: the whole log read, up to its last event read. */
export const keptOfTypes =
  <E extends DomainEvent, M>(
    readAll: (after: LogPosition, limit: number) => Promise<StoredEvent<E, M>[]>,
  ) =>
  async (types: readonly string[], after: LogPosition, limit: number): Promise<LogRead<E, M>> => {
    const events = await readAll(after, limit);
    const wanted = new Set(types);
    return {
      events: events.filter((event) => wanted.has(event.type)),
      readTo: events.at(-1)?.position ?? after,
    };
  };

export const readHead = async (sql: Sql): Promise<LogPosition> => {
  const [last] = await sql.query<LogPosition>(
    `select transaction_id::text as "transactionId", global_position::text as "globalPosition"
     from events order by transaction_id desc, global_position desc limit 1`,
  );
  return last ?? LOG_START;
};

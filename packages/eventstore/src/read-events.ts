import type { Sql } from '@harambee/platform';
import type { LogPosition, StoredEvent, StreamRead } from './event-store';
import { storedEventColumns, toStoredEvent, type StoredEventRow } from './stored-event';

export const readStream = async (sql: Sql, streamId: string): Promise<StreamRead> =>
  (await readStreams(sql, [streamId]))[0]!;

export const readStreams = async (sql: Sql, streamIds: string[]): Promise<StreamRead[]> => {
  const rows = await sql.query<StoredEventRow>(
    `select ${storedEventColumns} from events where stream_id = any($1::text[]) order by stream_id, stream_version`,
    [streamIds],
  );
  const events = rows.map(toStoredEvent);
  return streamIds.map((streamId) => {
    const own = events.filter((event) => event.streamId === streamId);
    return { version: own.at(-1)?.streamVersion ?? 0, events: own };
  });
};

/**
 * Reads only what transactions older than every one still in flight wrote: an append that commits late
 * with a lower global position is then still ahead of any position a reader has passed.
 */
export const readAll = async (
  sql: Sql,
  after: LogPosition,
  limit: number,
): Promise<StoredEvent[]> => {
  const rows = await sql.query<StoredEventRow>(
    `select ${storedEventColumns} from events
     where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       and (transaction_id, global_position) > ($1::xid8, $2::bigint)
     order by transaction_id, global_position
     limit $3`,
    [after.transactionId, after.globalPosition, limit],
  );
  return rows.map(toStoredEvent);
};

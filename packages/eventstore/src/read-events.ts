import type { Sql } from '@harambee/platform';
import type { LogPosition, StoredEvent } from './event-store';
import { storedEventColumns, toStoredEvent, type StoredEventRow } from './stored-event';

export const readStream = async (sql: Sql, streamId: string) => {
  const rows = await sql.query<StoredEventRow>(
    `select ${storedEventColumns} from events where stream_id = $1 order by stream_version`,
    [streamId],
  );
  const events = rows.map(toStoredEvent);
  return { version: events.at(-1)?.streamVersion ?? 0, events };
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

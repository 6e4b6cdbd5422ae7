import type { Sql } from '@harambee/database';
import type { LogPlace, ManagerPlaces } from './manager-lag';

type PlaceRow = {
  name: string | null;
  transaction_id: string;
  global_position: string;
  next_recorded_at_ms: string | null;
  at_ms: string;
};

const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::text`;

/**
 * The log's newest event and every process manager's checkpoint (not the scheduled jobs'), each with when the
 * first event after it was recorded, and the database's clock: one statement, so they are of one instant.
 */
export const readManagerPlaces = async (db: Sql): Promise<ManagerPlaces> => {
  const rows = await db.query<PlaceRow>(
    `with places as (
       select name, transaction_id::text::xid8 as transaction_id, global_position
       from process_checkpoints where name not like 'job:%'
       union all
       (select null, transaction_id, global_position from events
        order by transaction_id desc, global_position desc limit 1)
     )
     select name, transaction_id::text, global_position::text,
       (select ${epochMs('e.recorded_at')} from events e
        where (e.transaction_id, e.global_position) > (places.transaction_id, places.global_position)
        order by e.transaction_id, e.global_position limit 1) as next_recorded_at_ms,
       ${epochMs('clock_timestamp()')} as at_ms
     from places`,
  );
  const placeOf = (row: PlaceRow): LogPlace => ({
    transactionId: row.transaction_id,
    globalPosition: row.global_position,
    nextRecordedAtMs: row.next_recorded_at_ms === null ? null : Number(row.next_recorded_at_ms),
  });
  const head = rows.find((row) => row.name === null);
  return {
    atMs: rows.length > 0 ? Number(rows[0]!.at_ms) : Date.now(),
    head: head
      ? placeOf(head)
      : { transactionId: '0', globalPosition: '0', nextRecordedAtMs: null },
    managers: rows
      .filter((row) => row.name !== null)
      .map((row) => ({ name: row.name!, at: placeOf(row) })),
  };
};

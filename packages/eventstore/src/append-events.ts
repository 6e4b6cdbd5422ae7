import type { Sql, SqlDatabase } from '@harambee/platform';
import {
  ConcurrencyError,
  DuplicateEventError,
  EVENTS_APPENDED_CHANNEL,
  LOG_START,
  type ExpectedVersion,
  type LogPosition,
  type StreamWrite,
} from './event-store';
import { latestPosition } from './log-position';
import { validateEvent, type ValidEvent } from './validate-event';

type CheckedWrite = Omit<StreamWrite, 'events'> & { events: ValidEvent[] };

/** Namespace of the per-stream advisory locks that serialise appends to one stream. */
const STREAM_LOCK = 7_240_302;

const positionColumns = `transaction_id::text as "transactionId", global_position::text as "globalPosition"`;

const insertEvents = `
  insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  select $1, $2::int + e.n::int, (e.event->>'id')::uuid, e.event->>'type',
         (e.event->>'schemaVersion')::int, e.event->'data', e.event->'metadata'
  from jsonb_array_elements($3::jsonb) with ordinality as e(event, n)
  order by e.n
  on conflict (stream_id, stream_version) do nothing
  returning ${positionColumns}`;

/** Locks in one order for every writer, so two multi-stream appends never deadlock. */
const lockStreams = async (tx: Sql, streamIds: string[]) => {
  for (const streamId of [...new Set(streamIds)].sort()) {
    await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [STREAM_LOCK, streamId]);
  }
};

const storedPositions = (tx: Sql, eventIds: string[]) =>
  tx.query<LogPosition & { id: string }>(
    `select event_id::text as id, ${positionColumns} from events
     where event_id in (select value::uuid from jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(eventIds)],
  );

const streamVersion = async (sql: Sql, streamId: string): Promise<number> => {
  const [row] = await sql.query<{ version: number }>(
    'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
    [streamId],
  );
  return row?.version ?? 0;
};

const isExpected = (expected: ExpectedVersion, version: number) =>
  expected === 'any' || version === (expected === 'no_stream' ? 0 : expected);

const appendToStream = async (tx: Sql, { streamId, expected, events }: CheckedWrite) => {
  const version = await streamVersion(tx, streamId);
  if (!isExpected(expected, version)) throw new ConcurrencyError(streamId, expected, version);
  if (events.length === 0) return [];
  const rows = await tx.query<LogPosition>(insertEvents, [
    streamId,
    version,
    JSON.stringify(events),
  ]);
  // A writer that bypassed the stream lock took one of our versions first.
  if (rows.length < events.length) {
    throw new ConcurrencyError(streamId, expected, await streamVersion(tx, streamId));
  }
  return rows;
};

const appendInTransaction = async (tx: Sql, writes: CheckedWrite[]) => {
  await lockStreams(
    tx,
    writes.map((write) => write.streamId),
  );
  const eventIds = writes.flatMap((write) => write.events.map((event) => event.id));
  const stored = await storedPositions(tx, eventIds);
  if (stored.length > 0 && stored.length === eventIds.length) {
    const positions = stored.map(({ transactionId, globalPosition }) => ({
      transactionId,
      globalPosition,
    }));
    return { lastPosition: latestPosition(positions) ?? LOG_START };
  }
  if (stored.length > 0) throw new DuplicateEventError(stored.map((event) => event.id));
  const positions: LogPosition[] = [];
  for (const write of writes) positions.push(...(await appendToStream(tx, write)));
  const lastPosition = latestPosition(positions) ?? LOG_START;
  if (positions.length > 0) {
    await tx.query('select pg_notify($1, $2)', [
      EVENTS_APPENDED_CHANNEL,
      lastPosition.globalPosition,
    ]);
  }
  return { lastPosition };
};

const repeatedIds = (writes: CheckedWrite[]) => {
  const ids = writes.flatMap((write) => write.events.map((event) => event.id));
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
};

type DatabaseError = { code?: string; constraint?: string; detail?: string };

/** The id named by a unique violation on event_id, e.g. `Key (event_id)=(…) already exists.` */
const takenEventId = (error: unknown) => {
  const { code, constraint, detail } = error as DatabaseError;
  if (code !== '23505' || constraint !== 'events_event_id_key') return undefined;
  return /\(event_id\)=\(([^)]+)\)/.exec(detail ?? '')?.[1] ?? 'unknown';
};

/**
 * Appends all writes in one transaction. An append whose event ids are all stored already is a retry and
 * succeeds without writing; one that overlaps only partly is refused whole with DuplicateEventError.
 */
export const appendEvents = async (db: SqlDatabase, writes: StreamWrite[]) => {
  const checked = writes.map((write) => ({ ...write, events: write.events.map(validateEvent) }));
  const repeated = repeatedIds(checked);
  if (repeated.length > 0) throw new DuplicateEventError(repeated);
  try {
    return await db.transaction((tx) => appendInTransaction(tx, checked));
  } catch (error) {
    // A concurrent append to other streams stored one of these ids first.
    const taken = takenEventId(error);
    throw taken ? new DuplicateEventError([taken]) : error;
  }
};

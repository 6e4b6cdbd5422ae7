import type { Sql, SqlDatabase } from '@harambee/platform';
import { APPEND_ERRORS } from './append-function';
import {
  ConcurrencyError,
  DuplicateEventError,
  EVENTS_APPENDED_CHANNEL,
  type LogPosition,
  type StreamWrite,
} from './event-store';
import { validateEvent } from './validate-event';

type DatabaseError = { code?: string; constraint?: string; detail?: string };

const repeatedIds = (ids: string[]) => [
  ...new Set(ids.filter((id, index) => ids.indexOf(id) !== index)),
];

/** Turns the append function's refusals, and a race on a unique event id, into the store's errors. */
const storeError = (error: unknown, writes: StreamWrite[]) => {
  const { code, constraint, detail = '' } = error as DatabaseError;
  if (code === APPEND_ERRORS.duplicate) return new DuplicateEventError(JSON.parse(detail) as string[]);
  if (code === APPEND_ERRORS.concurrency) {
    const { streamId, actual } = JSON.parse(detail) as { streamId: string; actual: number };
    const expected = writes.find((write) => write.streamId === streamId)?.expected ?? 'any';
    return new ConcurrencyError(streamId, expected, actual);
  }
  // A concurrent append to other streams stored one of these ids first.
  if (code === '23505' && constraint === 'events_event_id_key') {
    return new DuplicateEventError([/\(event_id\)=\(([^)]+)\)/.exec(detail)?.[1] ?? 'unknown']);
  }
  return error;
};

/** Rows written in the append's own transaction (a mail in the outbox): stored together with the events or not at all. */
export type AlongsideWrite = (tx: Sql) => Promise<void>;

/**
 * Appends all writes in one transaction. An append whose event ids are all stored already is a retry and
 * succeeds without writing; one that overlaps only partly is refused whole with DuplicateEventError.
 */
export const appendEvents = async (db: SqlDatabase, writes: StreamWrite[], alongside?: AlongsideWrite) => {
  const checked = writes.map((write) => ({ ...write, events: write.events.map(validateEvent) }));
  const repeated = repeatedIds(checked.flatMap((write) => write.events.map((event) => event.id)));
  if (repeated.length > 0) throw new DuplicateEventError(repeated);
  try {
    const append = (sql: Sql) =>
      sql.query<LogPosition>('select * from append_events($1::jsonb, $2)', [JSON.stringify(checked), EVENTS_APPENDED_CHANNEL]);
    const [lastPosition] = alongside
      ? await db.transaction(async (tx) => {
          const rows = await append(tx);
          await alongside(tx);
          return rows;
        })
      : await append(db);
    return { lastPosition: lastPosition! };
  } catch (error) {
    throw storeError(error, writes);
  }
};

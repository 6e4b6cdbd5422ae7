import { WRITES_THROUGH_A_FUNCTION, type Sql, type SqlDatabase } from '@harambee/database';
import { APPEND_ERRORS } from './append-function';
import type { CheckedWrite } from './checked-writes';
import type { DomainEvent } from './event-catalogue';
import type { SubjectKeys } from './personal-data-vault';
import {
  ConcurrencyError,
  DuplicateEventError,
  EVENTS_APPENDED_CHANNEL,
  type ExpectedVersion,
  type LogPosition,
} from './event-store';

/** The append proposed data keys for subjects that had one (or were erased): seal again with these. */
export class KeysTakenError extends Error {
  readonly keys: SubjectKeys;
  constructor(stored: Record<string, string | null>) {
    super(`Data keys already stored for ${Object.keys(stored).join(', ')}`);
    this.name = 'KeysTakenError';
    this.keys = new Map(
      Object.entries(stored).map(([subject, key]) => [
        subject,
        key === null ? null : Buffer.from(key, 'base64'),
      ]),
    );
  }
}

type DatabaseError = { code?: string | null; constraint?: string | null; detail?: string | null };

/** Turns the append function's refusals, and a race on a unique event id, into the store's errors. */
export const storeError = (
  error: unknown,
  writes: { streamId: string; expected: ExpectedVersion }[],
) => {
  const { code, constraint, detail } = error as DatabaseError;
  if (code === APPEND_ERRORS.keysTaken)
    return new KeysTakenError(JSON.parse(detail!) as Record<string, string | null>);
  if (code === APPEND_ERRORS.duplicate)
    return new DuplicateEventError(JSON.parse(detail!) as string[]);
  if (code === APPEND_ERRORS.concurrency) {
    const { streamId, actual } = JSON.parse(detail!) as { streamId: string; actual: number };
    const expected = writes.find((write) => write.streamId === streamId)?.expected ?? 'any';
    return new ConcurrencyError(streamId, expected, actual);
  }
  // A concurrent append to other streams stored one of these ids first.
  if (code === '23505' && constraint === 'events_event_id_key') {
    return new DuplicateEventError([
      /\(event_id\)=\(([^)]+)\)/.exec(detail ?? '')?.[1] ?? 'unknown',
    ]);
  }
  return error;
};

/** Rows written in the append's own transaction (a mail in the outbox): stored together with the events or not at all. */
export type AlongsideWrite = (tx: Sql) => Promise<void>;

/**
 * Appends checked writes in one transaction. An append whose event ids are all stored already is a retry and
 * succeeds without writing; one that overlaps only partly is refused whole with DuplicateEventError.
 */
export const appendEvents = async <E extends DomainEvent, M>(
  db: SqlDatabase,
  checked: CheckedWrite<E, M>[],
  alongside?: AlongsideWrite,
) => {
  try {
    const append = (sql: Sql) =>
      sql.query<LogPosition>(
        `${WRITES_THROUGH_A_FUNCTION}select * from append_events($1::jsonb, $2)`,
        [JSON.stringify(checked), EVENTS_APPENDED_CHANNEL],
      );
    const [lastPosition] = alongside
      ? await db.transaction(async (tx) => {
          const rows = await append(tx);
          await alongside(tx);
          return rows;
        })
      : await append(db);
    return { lastPosition: lastPosition! };
  } catch (error) {
    throw storeError(error, checked);
  }
};

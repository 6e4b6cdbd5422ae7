import { eventMetadata, parseEvent } from '@harambee/events';
import type { StoredEvent } from './event-store';
import { describeIssues } from './validate-event';

/** The columns every read selects, cast so PGlite and `pg` give the same JS types. */
export const storedEventColumns = `
  event_id::text as id, stream_id as "streamId", stream_version as "streamVersion", type,
  schema_version as "schemaVersion", data, metadata, transaction_id::text as "transactionId",
  global_position::text as "globalPosition", recorded_at as "recordedAt"`;

export type StoredEventRow = {
  id: string;
  streamId: string;
  streamVersion: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  metadata: unknown;
  transactionId: string;
  globalPosition: string;
  recordedAt: Date;
};

export class UnreadableEventError extends Error {
  constructor(row: StoredEventRow, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `Stored event ${row.id} (${row.streamId} v${row.streamVersion}) cannot be read: ${reason}`,
      {
        cause,
      },
    );
    this.name = 'UnreadableEventError';
  }
}

const parseMetadata = (metadata: unknown) => {
  const parsed = eventMetadata.safeParse(metadata);
  if (parsed.success) return parsed.data;
  throw new Error(`malformed metadata: ${describeIssues(parsed.error.issues)}`);
};

export const toStoredEvent = (row: StoredEventRow): StoredEvent => {
  try {
    return {
      ...parseEvent(row),
      id: row.id,
      streamId: row.streamId,
      streamVersion: row.streamVersion,
      schemaVersion: row.schemaVersion,
      position: { transactionId: row.transactionId, globalPosition: row.globalPosition },
      metadata: parseMetadata(row.metadata),
      recordedAt: new Date(row.recordedAt).toISOString(),
    };
  } catch (error) {
    throw new UnreadableEventError(row, error);
  }
};

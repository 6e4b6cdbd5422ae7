import type { DomainEvent, EventCatalogue } from './event-catalogue';
import type { StoredEvent } from './event-store';
import { checkedMetadata } from './validate-event';

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

/** A stored row as the catalogue's event; one it cannot read fails as UnreadableEventError. */
export const toStoredEvent = <E extends DomainEvent, M>(
  catalogue: EventCatalogue<E, M>,
  row: StoredEventRow,
): StoredEvent<E, M> => {
  try {
    return {
      ...catalogue.parse(row),
      id: row.id,
      streamId: row.streamId,
      streamVersion: row.streamVersion,
      schemaVersion: row.schemaVersion,
      position: { transactionId: row.transactionId, globalPosition: row.globalPosition },
      metadata: checkedMetadata(catalogue, row.type, row.metadata),
      recordedAt: new Date(row.recordedAt).toISOString(),
    };
  } catch (error) {
    throw new UnreadableEventError(row, error);
  }
};

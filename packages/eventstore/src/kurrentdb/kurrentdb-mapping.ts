import {
  NO_STREAM,
  START,
  type CurrentStreamState,
  type JSONEventData,
  type AppendRecordsResult,
  type Position,
  type ReadPosition,
} from '@kurrent/kurrentdb-client';
import type { DomainEvent, EventCatalogue } from '../event-catalogue';
import type { DataMatch, ExpectedVersion, LogPosition, StoredEvent } from '../event-store';
import { comparePositions } from '../log-position';
import { toStoredEvent } from '../stored-event';
import type { ValidEvent } from '../validate-event';

/**
 * Our versions count a stream's events (1-based: version n is the n-th event); KurrentDB's revisions number
 * them from 0. So version n is revision n - 1, and version 0 (no events) is NO_STREAM.
 */
export const toStreamState = (expected: ExpectedVersion): 'any' | 'no_stream' | bigint =>
  expected === 'any'
    ? 'any'
    : expected === 'no_stream' || expected === 0
      ? NO_STREAM
      : BigInt(expected - 1);

/** The version a stream is at, from the state KurrentDB reports in a WrongExpectedVersion. */
export const toVersion = (state: CurrentStreamState): number =>
  typeof state === 'bigint' ? Number(state) + 1 : 0;

/**
 * $all positions: commit → transactionId, prepare → globalPosition. Both order $all the way comparePositions
 * orders our positions (commit first, then prepare), so checkpoints stay comparable.
 */
export const toLogPosition = (position: Position): LogPosition => ({
  transactionId: position.commit.toString(),
  globalPosition: position.prepare.toString(),
});

/**
 * Where an append's last event is, from the append's own answer: the commit position of its transaction, which
 * is that event's record, and $all reads it with commit and prepare both there. None (a negative position) when
 * the server took the write for a retry of one it already holds.
 */
export const appendedPosition = ({ position }: AppendRecordsResult): LogPosition | undefined =>
  position < 0n ? undefined : toLogPosition({ commit: position, prepare: position });

export const toReadPosition = (position: LogPosition): ReadPosition =>
  comparePositions(position, { transactionId: '0', globalPosition: '0' }) <= 0
    ? START
    : { commit: BigInt(position.transactionId), prepare: BigInt(position.globalPosition) };

/** appendRecords takes metadata as string properties only: ours travels as JSON in one of them. */
export type RecordMetadata = { harambee: string; schemaVersion: string };

export const toEventData = (event: ValidEvent<DomainEvent, unknown>): JSONEventData => ({
  id: event.id,
  contentType: 'application/json',
  type: event.type,
  data: event.data as Record<string, unknown>,
  metadata: {
    harambee: JSON.stringify(event.metadata),
    schemaVersion: String(event.schemaVersion),
  } satisfies RecordMetadata,
});

/** What a read gives back of a record; the fields every KurrentDB read has. */
export type KurrentRecord = {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  created: Date;
  data: unknown;
  metadata: unknown;
  position?: Position;
};

const json = (value: unknown): unknown =>
  value instanceof Uint8Array
    ? JSON.parse(Buffer.from(value).toString('utf8'))
    : typeof value === 'string'
      ? JSON.parse(value)
      : value;

const properties = (metadata: unknown): Partial<RecordMetadata> => {
  const value = json(metadata ?? {});
  return value && typeof value === 'object' ? (value as Partial<RecordMetadata>) : {};
};

/** A record read from KurrentDB as the catalogue's event; one not written by us fails as UnreadableEventError. */
export const fromRecord = <E extends DomainEvent, M>(
  catalogue: EventCatalogue<E, M>,
  record: KurrentRecord,
): StoredEvent<E, M> => {
  const { harambee, schemaVersion } = properties(record.metadata);
  const position = record.position
    ? toLogPosition(record.position)
    : { transactionId: '0', globalPosition: '0' };
  return toStoredEvent(catalogue, {
    id: record.id,
    streamId: record.streamId,
    streamVersion: Number(record.revision) + 1,
    type: record.type,
    schemaVersion: Number(schemaVersion ?? 0),
    data: json(record.data),
    metadata: harambee === undefined ? undefined : JSON.parse(harambee),
    ...position,
    recordedAt: record.created,
  });
};

/** Whether a record's data, as stored, holds every field of `where` with its value: PostgreSQL's `data @> where`. */
/** A record's data as stored (personal fields sealed). */
export const recordData = (record: Pick<KurrentRecord, 'data'>) => json(record.data);

export const matchesData = (record: Pick<KurrentRecord, 'data'>, where: DataMatch) => {
  const data = recordData(record) as Record<string, unknown>;
  return Object.entries(where).every(([field, value]) => data?.[field] === value);
};

/** KurrentDB's own events ($-prefixed types) are never ours. */
export const isSystemEvent = (type: string) => type.startsWith('$');

/** The server version must be 26.1 or later: appendRecords, with its consistency checks, arrived there. */
export const checkServerVersion = (version: string) => {
  const [major, minor] = version.split('.').map(Number);
  if (major === undefined || minor === undefined || Number.isNaN(major) || Number.isNaN(minor)) {
    throw new Error(
      `KurrentDB server version ${version} is unknown; Harambee needs KurrentDB 26.1 or later (appends with consistency checks)`,
    );
  }
  if (major < 26 || (major === 26 && minor < 1)) {
    throw new Error(
      `KurrentDB server ${version} is too old; Harambee needs KurrentDB 26.1 or later (appends with consistency checks)`,
    );
  }
};

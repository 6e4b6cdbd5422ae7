import type { Sql } from '@harambee/database';
import type { DomainEvent, EventCatalogue } from './event-catalogue';

/** 'no_stream': the stream must not exist; 'any': no check; a number: the stream's current version. */
export type ExpectedVersion = 'no_stream' | 'any' | number;

/**
 * A place in the global log. Readers order by (transactionId, globalPosition) and only read
 * below the oldest transaction still in flight, so an event that commits late is never skipped.
 * Both are bigints written as decimal strings.
 */
export type LogPosition = { transactionId: string; globalPosition: string };
export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/** `E` is the caller's union of events, `M` the metadata each carries: the store holds whatever its catalogue parses. */
export type NewEvent<E extends DomainEvent, M> = E & { id?: string; metadata: M };

export type StoredEvent<E extends DomainEvent, M> = E & {
  id: string;
  streamId: string;
  streamVersion: number;
  schemaVersion: number;
  position: LogPosition;
  metadata: M;
  recordedAt: string;
};

export type StreamWrite<E extends DomainEvent, M> = {
  streamId: string;
  events: NewEvent<E, M>[];
  expected: ExpectedVersion;
};

export type StreamRead<E extends DomainEvent, M> = { version: number; events: StoredEvent<E, M>[] };

/** Some of the log's events, and the place in the log they were read up to. */
export type LogRead<E extends DomainEvent, M> = {
  events: StoredEvent<E, M>[];
  readTo: LogPosition;
};

/** Versions of streams by stream id. */
export type StreamVersions = Record<string, number>;

/**
 * 'opened' (the default): personal fields read as plain values, or their erased placeholder. 'sealed': as stored,
 * for carrying the log elsewhere (Kafka) without its personal data; readers there open them with the vault.
 */
export type ReadOptions = { personalData?: 'opened' | 'sealed' };

/** A store's catalogue, and how its readers get personal fields. */
export type EventStoreOptions<E extends DomainEvent, M> = EventCatalogue<E, M> & ReadOptions;

/** Data fields an event must hold, with these values, to be read by type; matched as stored, so never personal fields. */
export type DataMatch = Record<string, string>;

export interface EventStore<E extends DomainEvent, M> {
  /** The stream's events in order and its version (0 when it has none). */
  readStream(streamId: string): Promise<StreamRead<E, M>>;
  /**
   * Several streams in one read (one snapshot, one round trip), in the order asked. A stream named in `after` gives
   * only its events after that version (a version its reader already holds), its version at least that one.
   */
  readStreams(streamIds: string[], after?: StreamVersions): Promise<StreamRead<E, M>[]>;
  /** The stream's version (0 when it has no events), without reading its events: as cheap for a long stream. */
  streamVersion(streamId: string): Promise<number>;
  /**
   * Every stored event of these types, across streams, in log order; only those whose data matches `where`, if
   * given; only those after a position, if given: going on from the last event read, none is missed.
   */
  readByType<T extends E['type']>(
    types: readonly T[],
    where?: DataMatch,
    after?: LogPosition,
  ): Promise<StoredEvent<Extract<E, { type: T }>, M>[]>;
  /** The position of the last event in the log (LOG_START when it is empty): reading after it gives only later appends. */
  head(): Promise<LogPosition>;
  /**
   * Appends atomically to one or more streams; any version clash rejects all with ConcurrencyError. A write with
   * no events only holds its stream at the expected version. `alongside` writes other rows in the same transaction.
   */
  append(
    writes: StreamWrite<E, M>[],
    alongside?: (tx: Sql) => Promise<void>,
  ): Promise<{ lastPosition: LogPosition }>;
  /** Events of the global log after a position, in log order, at most `limit`. */
  readAll(after: LogPosition, limit: number): Promise<StoredEvent<E, M>[]>;
  /**
   * The events of these types after a position, in log order, at most `limit`, and the place read up to (past
   * events of other types): going on from `readTo`, a reader of these types misses none and gets none twice.
   */
  readAllOf(types: readonly E['type'][], after: LogPosition, limit: number): Promise<LogRead<E, M>>;
  /** Follows the global log from a position; `onBatch` runs for each batch, one at a time. */
  subscribe(options: {
    from: LogPosition;
    batchSize?: number;
    onBatch: (events: StoredEvent<E, M>[]) => Promise<void>;
    onError?: (error: unknown) => void;
  }): Promise<{ stop: () => Promise<void> }>;
}

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${expected}`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * Some, not all, of an append's event ids are already stored (or one id appears twice in it): it is not a
 * retry of an earlier append, so it is refused whole. A retry of an append whose ids are all stored succeeds
 * without writing.
 */
export class DuplicateEventError extends Error {
  constructor(readonly eventIds: string[]) {
    super(`Events already stored or repeated in this append: ${eventIds.join(', ')}`);
    this.name = 'DuplicateEventError';
  }
}

/**
 * One append names a stream twice with expected versions that cannot both hold, or two streams whose names differ
 * only in case (KurrentDB takes them for one). Refused before anything is written, on every engine.
 */
export class RepeatedStreamError extends Error {
  constructor(
    readonly streamId: string,
    reason: string,
  ) {
    super(`This append writes to stream ${streamId} twice: ${reason}`);
    this.name = 'RepeatedStreamError';
  }
}

/** The channel the store NOTIFYs in each append transaction, so followers wake at once. */
export const EVENTS_APPENDED_CHANNEL = 'harambee_events_appended';

import {
  BACKWARDS,
  END,
  ErrorType,
  excludeSystemEvents,
  KurrentDBClient,
  WrongExpectedVersionError,
  type AppendStreamRequest,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { SqlDatabase } from '@harambee/database';
import { checkWrites, type CheckedWrite } from '../checked-writes';
import type { DomainEvent } from '../event-catalogue';
import {
  ConcurrencyError,
  DuplicateEventError,
  LOG_START,
  type EventStore,
  type EventStoreOptions,
  type LogPosition,
  type StoredEvent,
  type StreamRead,
  type DataMatch,
  type StreamWrite,
} from '../event-store';
import { comparePositions } from '../log-position';
import { openingReads } from '../personal-data-events';
import type { PersonalDataVault } from '../personal-data-vault';
import { follow } from '../subscription';
import {
  appendedPosition,
  checkServerVersion,
  fromRecord,
  isSystemEvent,
  matchesData,
  toEventData,
  toLogPosition,
  toReadPosition,
  toStreamState,
  toVersion,
  type KurrentRecord,
} from './kurrentdb-mapping';
import { awaitTypeIndex, requireTypeIndex, TYPE_INDEX_STREAM } from './type-index';
import { wakeOnAppends } from './wake-ups';

/** The client calls the store makes: the real client, or a test's stand-in for a server it cannot reach. */
export type KurrentDbClient = Pick<
  KurrentDBClient,
  'readStream' | 'readAll' | 'multiStreamAppend' | 'subscribeToAll' | 'getProjectionStatus'
>;

export type KurrentDbEventStoreOptions<E extends DomainEvent, M> = EventStoreOptions<E, M> & {
  /** Personal-data keys stay in the SQL database: the log only ever holds sealed values. */
  vault: PersonalDataVault;
  /** The SQL database an append's `alongside` rows (the mail outbox) are written to. */
  db: SqlDatabase;
};

const isMissingStream = (error: unknown) =>
  (error as { type?: string }).type === ErrorType.STREAM_NOT_FOUND;

const recordsOf = async (resolved: AsyncIterable<ResolvedEvent>) => {
  const records: KurrentRecord[] = [];
  for await (const { event } of resolved)
    if (event && !isSystemEvent(event.type)) records.push(event);
  return records;
};

const latest = (positions: LogPosition[]) =>
  positions.reduce(
    (max, position) => (comparePositions(position, max) > 0 ? position : max),
    LOG_START,
  );

/**
 * The event store on KurrentDB 25.1 or later. Appends to several streams go in one `multiStreamAppend`, so
 * they are atomic as on PostgreSQL. KurrentDB has no batch read of several streams nor a log-wide index of
 * event ids: `readStreams` reads stream by stream, and an append first reads the streams it writes to find
 * event ids already stored there (a retry, or a partial overlap), so ids are unique per stream, not log-wide.
 * Reads by type follow the links of the $by_event_type system projection, once it has caught up with the head.
 * Rows written `alongside` go in a SQL transaction around the append: not atomic with it across two engines.
 */
export const createKurrentDbEventStore = <E extends DomainEvent, M>(
  client: KurrentDbClient,
  options: KurrentDbEventStoreOptions<E, M>,
): EventStore<E, M> => {
  const { vault, db } = options;
  const { open, opened } = openingReads<E, M>(vault, options);
  const read = (record: KurrentRecord) => fromRecord(options, record);
  const readRecords = async (streamId: string) => {
    try {
      return await recordsOf(client.readStream(streamId));
    } catch (error) {
      if (isMissingStream(error)) return [];
      throw error;
    }
  };

  const readStream = async (streamId: string): Promise<StreamRead<E, M>> => {
    const events = (await readRecords(streamId)).map(read);
    return opened({ version: events.at(-1)?.streamVersion ?? 0, events });
  };

  /** The position of the stored events when all of them are already there (a retry); throws on a partial overlap. */
  const storedAlready = async (writes: CheckedWrite<E, M>[]) => {
    const ids = new Set(writes.flatMap((write) => write.events.map((event) => event.id)));
    const stored = (await Promise.all(writes.map((write) => readRecords(write.streamId))))
      .flat()
      .filter((record) => ids.has(record.id));
    if (stored.length === 0) return undefined;
    if (stored.length < ids.size)
      throw new DuplicateEventError([...new Set(stored.map((record) => record.id))]);
    return latest(stored.map((record) => read(record).position));
  };

  const streamVersion = async (streamId: string) => {
    try {
      const [last] = await recordsOf(
        client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }),
      );
      return last ? Number(last.revision) + 1 : 0;
    } catch (error) {
      if (isMissingStream(error)) return 0;
      throw error;
    }
  };

  /**
   * KurrentDB appends no empty write, so a write that only holds a stream at its version is checked just before the
   * append: unlike on PostgreSQL, a change landing between the check and the append is not caught.
   */
  const checkHeldStreams = async (writes: StreamWrite<E, M>[]) => {
    for (const write of writes) {
      if (write.events.length > 0 || write.expected === 'any') continue;
      const actual = await streamVersion(write.streamId);
      if (actual !== (write.expected === 'no_stream' ? 0 : write.expected))
        throw new ConcurrencyError(write.streamId, write.expected, actual);
    }
  };

  const append = async (writes: StreamWrite<E, M>[]) => {
    await checkHeldStreams(writes);
    const written = (await checkWrites(options, vault, writes)).filter(
      (write) => write.events.length > 0,
    );
    if (written.length === 0) return { lastPosition: LOG_START };
    const retried = await storedAlready(written);
    if (retried) return { lastPosition: retried };
    const requests: AppendStreamRequest[] = written.map((write) => ({
      streamName: write.streamId,
      expectedState: toStreamState(write.expected),
      events: write.events.map(toEventData),
    }));
    let appended;
    try {
      appended = await client.multiStreamAppend(requests);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // The same append, retried by another caller, may have landed first.
      const landed = await storedAlready(written);
      if (landed) return { lastPosition: landed };
      const expected =
        written.find((write) => write.streamId === error.streamName)?.expected ?? 'any';
      throw new ConcurrencyError(error.streamName, expected, toVersion(error.actualState));
    }
    // A write the server took for a retry of its own reports no position: the events tell where they are.
    const lastPosition = appendedPosition(appended) ?? (await storedAlready(written));
    return { lastPosition: lastPosition ?? LOG_START };
  };

  /** $all from a position is inclusive: one more is read, and the event at `after` dropped. */
  const readAll = async (after: LogPosition, limit: number): Promise<StoredEvent<E, M>[]> => {
    const records = await recordsOf(
      client.readAll({
        fromPosition: toReadPosition(after),
        maxCount: limit + 1,
        filter: excludeSystemEvents(),
      }),
    );
    const later = records.map(read).filter((event) => comparePositions(event.position, after) > 0);
    return open(later.slice(0, limit));
  };

  const head = async () => {
    const [last] = await recordsOf(
      client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: 1,
        filter: excludeSystemEvents(),
      }),
    );
    return last?.position ? toLogPosition(last.position) : LOG_START;
  };

  /** A type's events, through the links the $by_event_type system projection keeps in `$et-{type}`. */
  const readLinked = async (type: string) => {
    try {
      return await recordsOf(
        client.readStream(`${TYPE_INDEX_STREAM}${type}`, { resolveLinkTos: true }),
      );
    } catch (error) {
      if (isMissingStream(error)) return [];
      throw error;
    }
  };

  /** Waits for the type index to hold every event up to the head, then reads one `$et-` stream per type. */
  const readByType = async <T extends E['type']>(types: readonly T[], where: DataMatch = {}) => {
    await awaitTypeIndex(client, await head());
    const linked = await Promise.all([...new Set(types)].map(readLinked));
    // The catalogue parses each record, and only `types` have links in these streams.
    const events = linked
      .flat()
      .filter((record) => matchesData(record, where))
      .map(read)
      .sort((a, b) => comparePositions(a.position, b.position));
    return open(events as StoredEvent<Extract<E, { type: T }>, M>[]);
  };

  return {
    readStream,
    readStreams: (streamIds) => Promise.all(streamIds.map(readStream)),
    streamVersion,
    readByType,
    head,
    // The SQL rows commit only once the append is stored; a commit failing after it loses them, never the events.
    append: (writes, alongside) =>
      alongside
        ? db.transaction(async (tx) => {
            await alongside(tx);
            return append(writes);
          })
        : append(writes),
    readAll,
    subscribe: (options) => follow(wakeOnAppends(client), readAll, options),
  };
};

type WithServerFeatures = { capabilities: Promise<{ serverVersion: string }> };

/**
 * Connects, refuses a server older than 25.1 or without the $by_event_type projection running with a clear error,
 * and gives the store and the way to close it.
 */
export const openKurrentDbEventStore = async <E extends DomainEvent, M>(
  url: string,
  options: KurrentDbEventStoreOptions<E, M>,
) => {
  const client = KurrentDBClient.connectionString(
    url.replace(/^esdb(\+discover)?:/, 'kurrentdb$1:'),
  );
  try {
    // The client reads the server's version with its supported methods; it keeps it on a protected getter.
    const { serverVersion } = await (client as unknown as WithServerFeatures).capabilities;
    checkServerVersion(serverVersion);
    await requireTypeIndex(client);
  } catch (error) {
    await client.dispose();
    throw error;
  }
  return { store: createKurrentDbEventStore(client, options), close: () => client.dispose() };
};

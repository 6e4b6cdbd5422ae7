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
import {
  ConcurrencyError,
  DuplicateEventError,
  LOG_START,
  type EventStore,
  type LogPosition,
  type ReadOptions,
  type StoredEvent,
  type StreamRead,
  type StreamWrite,
} from '../event-store';
import type { SqlDatabase } from '@harambee/platform';
import { comparePositions } from '../log-position';
import { openEvents, sealEvents } from '../personal-data-events';
import type { PersonalDataVault } from '../personal-data-vault';
import { follow, type ListenForAppends } from '../subscription';
import { validateEvent, type ValidEvent } from '../validate-event';
import {
  checkServerVersion,
  fromRecord,
  isSystemEvent,
  toEventData,
  toLogPosition,
  toReadPosition,
  toStreamState,
  toVersion,
  type KurrentRecord,
} from './kurrentdb-mapping';

export type KurrentDbEventStoreOptions = ReadOptions & {
  /** Personal-data keys stay in the SQL database: the log only ever holds sealed values. */
  vault: PersonalDataVault;
  /** The SQL database an append's `alongside` rows (the mail outbox) are written to. */
  db: SqlDatabase;
};

const isMissingStream = (error: unknown) => (error as { type?: string }).type === ErrorType.STREAM_NOT_FOUND;

const recordsOf = async (resolved: AsyncIterable<ResolvedEvent>) => {
  const records: KurrentRecord[] = [];
  for await (const { event } of resolved) if (event && !isSystemEvent(event.type)) records.push(event);
  return records;
};

const repeatedIds = (ids: string[]) => [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];

const latest = (positions: LogPosition[]) =>
  positions.reduce((max, position) => (comparePositions(position, max) > 0 ? position : max), LOG_START);

/**
 * The event store on KurrentDB 25.1 or later. Appends to several streams go in one `multiStreamAppend`, so
 * they are atomic as on PostgreSQL. KurrentDB has no batch read of several streams nor a log-wide index of
 * event ids: `readStreams` reads stream by stream, and an append first reads the streams it writes to find
 * event ids already stored there (a retry, or a partial overlap), so ids are unique per stream, not log-wide.
 * Rows written `alongside` go in a SQL transaction around the append: not atomic with it across two engines.
 */
export const createKurrentDbEventStore = (client: KurrentDBClient, { vault, db, personalData = 'opened' }: KurrentDbEventStoreOptions): EventStore => {
  const open = (events: StoredEvent[]) => (personalData === 'sealed' ? events : openEvents(vault, events));
  const readRecords = async (streamId: string) => {
    try {
      return await recordsOf(client.readStream(streamId));
    } catch (error) {
      if (isMissingStream(error)) return [];
      throw error;
    }
  };

  const readStream = async (streamId: string): Promise<StreamRead> => {
    const events = await open((await readRecords(streamId)).map(fromRecord));
    return { version: events.at(-1)?.streamVersion ?? 0, events };
  };

  /** The position of the stored events when all of them are already there (a retry); throws on a partial overlap. */
  const storedAlready = async (writes: { streamId: string; events: ValidEvent[] }[]) => {
    const ids = new Set(writes.flatMap((write) => write.events.map((event) => event.id)));
    const stored = (await Promise.all(writes.map((write) => readRecords(write.streamId))))
      .flat()
      .filter((record) => ids.has(record.id));
    if (stored.length === 0) return undefined;
    if (stored.length < ids.size) throw new DuplicateEventError([...new Set(stored.map((record) => record.id))]);
    return latest(stored.map((record) => fromRecord(record).position));
  };

  const lastPositionOf = async (streamId: string) => {
    const [last] = await recordsOf(client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }));
    return last?.position ? toLogPosition(last.position) : LOG_START;
  };

  const append = async (writes: StreamWrite[]) => {
    const checked = await Promise.all(
      writes.map(async (write) => ({ ...write, events: (await sealEvents(vault, write.events)).map(validateEvent) })),
    );
    const repeated = repeatedIds(checked.flatMap((write) => write.events.map((event) => event.id)));
    if (repeated.length > 0) throw new DuplicateEventError(repeated);
    const written = checked.filter((write) => write.events.length > 0);
    if (written.length === 0) return { lastPosition: LOG_START };
    const retried = await storedAlready(written);
    if (retried) return { lastPosition: retried };
    const requests: AppendStreamRequest[] = written.map((write) => ({
      streamName: write.streamId,
      expectedState: toStreamState(write.expected),
      events: write.events.map(toEventData),
    }));
    try {
      await client.multiStreamAppend(requests);
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      // The same append, retried by another caller, may have landed first.
      const landed = await storedAlready(written);
      if (landed) return { lastPosition: landed };
      const expected = written.find((write) => write.streamId === error.streamName)?.expected ?? 'any';
      throw new ConcurrencyError(error.streamName, expected, toVersion(error.actualState));
    }
    return { lastPosition: await lastPositionOf(written.at(-1)!.streamId) };
  };

  /** $all from a position is inclusive: one more is read, and the event at `after` dropped. */
  const readAll = async (after: LogPosition, limit: number): Promise<StoredEvent[]> => {
    const records = await recordsOf(
      client.readAll({ fromPosition: toReadPosition(after), maxCount: limit + 1, filter: excludeSystemEvents() }),
    );
    const later = records.map(fromRecord).filter((event) => comparePositions(event.position, after) > 0);
    return open(later.slice(0, limit));
  };

  /** A live subscription to $all only wakes the follower; batches are read with readAll, as on PostgreSQL. */
  const listen: ListenForAppends = async (wake) => {
    const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    subscription.on('data', wake);
    subscription.on('error', wake);
    return () => subscription.unsubscribe();
  };

  return {
    readStream,
    readStreams: (streamIds) => Promise.all(streamIds.map(readStream)),
    // The SQL rows commit only once the append is stored; a commit failing after it loses them, never the events.
    append: (writes, alongside) =>
      alongside
        ? db.transaction(async (tx) => {
            await alongside(tx);
            return append(writes);
          })
        : append(writes),
    readAll,
    subscribe: (options) => follow(listen, readAll, options),
  };
};

type WithServerFeatures = { capabilities: Promise<{ serverVersion: string }> };

/** Connects, refuses a server older than 25.1 with a clear error, and gives the store and the way to close it. */
export const openKurrentDbEventStore = async (url: string, options: KurrentDbEventStoreOptions) => {
  const client = KurrentDBClient.connectionString(url.replace(/^esdb(\+discover)?:/, 'kurrentdb$1:'));
  try {
    // The client reads the server's version with its supported methods; it keeps it on a protected getter.
    const { serverVersion } = await (client as unknown as WithServerFeatures).capabilities;
    checkServerVersion(serverVersion);
  } catch (error) {
    await client.dispose();
    throw error;
  }
  return { store: createKurrentDbEventStore(client, options), close: () => client.dispose() };
};

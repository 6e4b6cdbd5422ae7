import {
  BACKWARDS,
  END,
  eventTypeFilter,
  excludeSystemEvents,
  KurrentDBClient,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { SqlDatabase } from '@harambee/database';
import { checkWrites } from '../checked-writes';
import type { DomainEvent } from '../event-catalogue';
import {
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
import { keptOfTypes } from '../read-events';
import { follow } from '../subscription';
import {
  checkServerVersion,
  fromRecord,
  isSystemEvent,
  matchesData,
  toLogPosition,
  toReadPosition,
  type KurrentRecord,
} from './kurrentdb-mapping';
import { appendToKurrentDb, readSome } from './kurrentdb-append';
import { INDEXED_FIELDS, indexStream } from './index-streams';
import { awaitTypeIndex, requireTypeIndex, TYPE_INDEX_STREAM } from './type-index';
import { wakeOnAppends } from './wake-ups';

/** The client calls the store makes: the real client, or a test's stand-in for a server it cannot reach. */
export type KurrentDbClient = Pick<
  KurrentDBClient,
  'readStream' | 'readAll' | 'appendRecords' | 'subscribeToAll' | 'getProjectionStatus'
>;

export type KurrentDbEventStoreOptions<E extends DomainEvent, M> = EventStoreOptions<E, M> & {
  /** Personal-data keys stay in the SQL database: the log only ever holds sealed values. */
  vault: PersonalDataVault;
  /** The SQL database an append's `alongside` rows (the mail outbox) are written to. */
  db: SqlDatabase;
};

const recordsOf = async (resolved: AsyncIterable<ResolvedEvent>) => {
  const records: KurrentRecord[] = [];
  for await (const { event } of resolved)
    if (event && !isSystemEvent(event.type)) records.push(event);
  return records;
};

/**
 * The event store on KurrentDB 26.1 or later. An append is one `appendRecords`, atomic as on PostgreSQL, its
 * expected versions (and the versions of streams it only holds) consistency checks of that append (./kurrentdb-append).
 * KurrentDB has no batch read of several streams nor a log-wide index of event ids: `readStreams` reads stream by
 * stream, and a retry is recognised where its events would be, so ids are unique there, not log-wide. Reads by type
 * for one campaign or person follow the links of its index stream, written with the append; other reads by type
 * follow the links of the $by_event_type system projection, once it has caught up with the head.
 * Rows written `alongside` go in a SQL transaction around the append: not atomic with it across two engines.
 */
export const createKurrentDbEventStore = <E extends DomainEvent, M>(
  client: KurrentDbClient,
  options: KurrentDbEventStoreOptions<E, M>,
): EventStore<E, M> => {
  const { vault, db } = options;
  const { open, opened } = openingReads<E, M>(vault, options);
  const read = (record: KurrentRecord) => fromRecord(options, record);
  /** Revisions count from 0: the event after version `after` is at revision `after`. */
  const readStream = async (streamId: string, after = 0): Promise<StreamRead<E, M>> => {
    const from = after > 0 ? { fromRevision: BigInt(after) } : {};
    const events = (await readSome(client, streamId, from)).map(read);
    return opened({ version: events.at(-1)?.streamVersion ?? after, events });
  };

  const streamVersion = async (streamId: string) => {
    const [last] = await readSome(client, streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    });
    return last ? Number(last.revision) + 1 : 0;
  };

  const append = async (writes: StreamWrite<E, M>[]) =>
    appendToKurrentDb(client, await checkWrites(options, vault, writes));

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

  /** A stream of links, resolved: a type's events in `$et-{type}`, or those of one campaign or person in its index. */
  const readLinked = (streamId: string) => readSome(client, streamId, { resolveLinkTos: true });

  /**
   * One campaign's or person's events come from its index stream, written with the append (so nothing is waited
   * for); other reads wait for the type index to hold every event up to the head, then read one `$et-` stream per type.
   */
  const readByType = async <T extends E['type']>(
    types: readonly T[],
    where: DataMatch = {},
    after?: LogPosition,
  ) => {
    const field = INDEXED_FIELDS.find((candidate) => where[candidate] !== undefined);
    const wanted = new Set<string>(types);
    let linked: KurrentRecord[];
    if (after) {
      linked = await recordsOf(
        client.readAll({
          fromPosition: toReadPosition(after),
          // Event types are identifiers: nothing in them is special in a regex.
          filter: eventTypeFilter({ regex: `^(${[...wanted].join('|')})$` }),
        }),
      );
    } else if (field) {
      linked = (await readLinked(indexStream(field, where[field]!))).filter((record) =>
        wanted.has(record.type),
      );
    } else {
      await awaitTypeIndex(client, await head());
      linked = (
        await Promise.all([...wanted].map((type) => readLinked(`${TYPE_INDEX_STREAM}${type}`)))
      ).flat();
    }
    // The catalogue parses each record, and only `types` are kept; an event linked twice is read once.
    const events = [...new Map(linked.map((record) => [record.id, record])).values()]
      .filter((record) => matchesData(record, where))
      .map(read)
      .filter((event) => !after || comparePositions(event.position, after) > 0)
      .sort((a, b) => comparePositions(a.position, b.position));
    return open(events as StoredEvent<Extract<E, { type: T }>, M>[]);
  };

  return {
    readStream: (streamId) => readStream(streamId),
    readStreams: (streamIds, after = {}) =>
      Promise.all(streamIds.map((streamId) => readStream(streamId, after[streamId]))),
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
    readAllOf: keptOfTypes(readAll),
    subscribe: (options) => follow(wakeOnAppends(client), readAll, options),
  };
};

/** A client for a `kurrentdb://` (or older `esdb://`) connection string. */
export const kurrentDbClientFor = (url: string) =>
  KurrentDBClient.connectionString(url.replace(/^esdb(\+discover)?:/, 'kurrentdb$1:'));

type WithServerFeatures = { capabilities: Promise<{ serverVersion: string }> };

/**
 * Connects, refuses a server older than 26.1 or without the $by_event_type projection running with a clear error,
 * and gives the store and the way to close it.
 */
export const openKurrentDbEventStore = async <E extends DomainEvent, M>(
  url: string,
  options: KurrentDbEventStoreOptions<E, M>,
) => {
  const client = kurrentDbClientFor(url);
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

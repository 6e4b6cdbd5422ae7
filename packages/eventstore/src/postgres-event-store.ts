import type { SqlDatabase } from '@harambee/database';
import { checkWrites } from './checked-writes';
import type { DomainEvent } from './event-catalogue';
import {
  EVENTS_APPENDED_CHANNEL,
  type EventStore,
  type EventStoreOptions,
  type LogPosition,
  type StoredEvent,
  type StreamVersions,
} from './event-store';
import { openingReads } from './personal-data-events';
import { createPersonalDataVault, freshKey, type SubjectKeys } from './personal-data-vault';
import {
  readAll,
  readAllOf,
  readByType,
  readHead,
  readStreams,
  readStreamVersion,
  type KeyedEventRow,
} from './read-events';
import { toStoredEvent } from './stored-event';
import { follow } from './subscription';
import { groupCommit } from './group-commit';
import { keptLast } from './kept-last';
import { KeysTakenError } from './append-events';
import type { CheckedWrite } from './checked-writes';

/** Data keys by subject that the store saw stored (appended, read with events, or named by a refused append). */
type KeptKeys = ReturnType<typeof keptLast<Buffer | null>>;

/**
 * Keys to seal an append with, without asking the database first: those known, those the store saw stored, and a
 * new one for every other subject, which the store keeps too. The append stores the new ones with its events and
 * checks the others are the ones stored, or is refused with the keys stored, and sealed again with them (a subject
 * erased meanwhile is then refused as erased).
 */
const proposedKeys = (known: SubjectKeys, kept: KeptKeys) => {
  const proposed: SubjectKeys = new Map();
  return {
    keys: async (subjectIds: string[]) => {
      for (const subject of subjectIds)
        if (!proposed.has(subject))
          proposed.set(subject, known.has(subject) ? known.get(subject)! : kept(subject, freshKey));
      return proposed;
    },
    carriedBy: <C extends CheckedWrite<DomainEvent, unknown>>(checked: C[]): C[] => {
      if (proposed.size === 0 || checked.length === 0) return checked;
      const keys = Object.fromEntries(
        [...proposed].map(([subject, key]) => [subject, key!.toString('base64')]),
      );
      return [{ ...checked[0]!, keys }, ...checked.slice(1)];
    },
  };
};

/**
 * The event store on PostgreSQL or PGlite; run `migrate(db)` once before using it. Personal fields are sealed
 * on the way in and opened on the way out, so deciders and projections see plain values, or the erased
 * placeholder once a subject's key is destroyed.
 */
export const createPostgresEventStore = <E extends DomainEvent, M>(
  db: SqlDatabase,
  options: EventStoreOptions<E, M>,
): EventStore<E, M> => {
  const vault = createPersonalDataVault(db);
  const { open, opened, seal } = openingReads<E, M>(vault, options);
  const keptKeys: KeptKeys = keptLast<Buffer | null>(4_096);
  // Opened reads take their subjects' keys in the statement that reads the events: no round trip for them.
  const withKeys = options.personalData !== 'sealed';
  // An event's row never changes: the projector and the process managers reading it get it checked once.
  const parsed = keptLast<StoredEvent<E, M>>(4_096);
  /** One read's rows as events, and the keys read beside them. */
  const reading = () => {
    const keys: SubjectKeys = new Map();
    const read = (row: KeyedEventRow) => {
      for (const [subject, key] of Object.entries(row.keys ?? {}))
        if (!keys.has(subject))
          keys.set(
            subject,
            keptKeys.keep(subject, key === null ? null : Buffer.from(key, 'base64')),
          );
      return parsed(row.id, () => toStoredEvent(options, row));
    };
    return { read, keys };
  };
  const appendEvents = groupCommit(db);
  const readLog = async (after: LogPosition, limit: number) => {
    const { read, keys } = reading();
    return open(await readAll(db, read, after, limit, withKeys), keys);
  };
  const readSome = async (streamIds: string[], after?: StreamVersions) => {
    const { read, keys } = reading();
    const reads = await readStreams(db, read, streamIds, after, withKeys);
    return Promise.all(reads.map((one) => opened(one, keys)));
  };
  return {
    readStream: async (streamId) => (await readSome([streamId]))[0]!,
    readStreams: readSome,
    streamVersion: (streamId) => readStreamVersion(db, streamId),
    readByType: async (types, where, after) => {
      const { read, keys } = reading();
      return open(await readByType(db, read, types, where, after, withKeys), keys);
    },
    head: () => readHead(db),
    append: async (writes, alongside) => {
      const attempt = async (known: SubjectKeys): Promise<{ lastPosition: LogPosition }> => {
        const proposing = proposedKeys(known, keptKeys);
        const checked = await checkWrites(options, proposing, writes, seal);
        try {
          return await appendEvents(proposing.carriedBy(checked), alongside);
        } catch (error) {
          if (!(error instanceof KeysTakenError)) throw error;
          for (const [subject, key] of error.keys) keptKeys.keep(subject, key);
          return attempt(new Map([...known, ...error.keys]));
        }
      };
      return attempt(new Map());
    },
    readAll: readLog,
    readAllOf: async (types, after, limit) => {
      const { read, keys } = reading();
      const { events, readTo } = await readAllOf(db, read, types, after, limit, withKeys);
      return { events: await open(events, keys), readTo };
    },
    subscribe: (options) =>
      follow((wake) => db.listen(EVENTS_APPENDED_CHANNEL, wake), readLog, options),
  };
};

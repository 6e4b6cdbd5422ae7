import type { SqlDatabase } from '@harambee/database';
import { checkWrites } from './checked-writes';
import type { DomainEvent } from './event-catalogue';
import {
  EVENTS_APPENDED_CHANNEL,
  type EventStore,
  type EventStoreOptions,
  type LogPosition,
} from './event-store';
import { openingReads } from './personal-data-events';
import { createPersonalDataVault } from './personal-data-vault';
import {
  readAll,
  readByType,
  readHead,
  readStreams,
  readStreamVersion,
  type ReadRow,
} from './read-events';
import { toStoredEvent } from './stored-event';
import { follow } from './subscription';
import { groupCommit } from './group-commit';

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
  const { open, opened } = openingReads<E, M>(vault, options);
  const read: ReadRow<E, M> = (row) => toStoredEvent(options, row);
  const appendEvents = groupCommit(db);
  const readLog = async (after: LogPosition, limit: number) =>
    open(await readAll(db, read, after, limit));
  return {
    readStream: async (streamId) => opened((await readStreams(db, read, [streamId]))[0]!),
    readStreams: async (streamIds, after) =>
      Promise.all((await readStreams(db, read, streamIds, after)).map(opened)),
    streamVersion: (streamId) => readStreamVersion(db, streamId),
    readByType: async (types, where, after) =>
      open(await readByType(db, read, types, where, after)),
    head: () => readHead(db),
    append: async (writes, alongside) =>
      appendEvents(await checkWrites(options, vault, writes), alongside),
    readAll: readLog,
    subscribe: (options) =>
      follow((wake) => db.listen(EVENTS_APPENDED_CHANNEL, wake), readLog, options),
  };
};

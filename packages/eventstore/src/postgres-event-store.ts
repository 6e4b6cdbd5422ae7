import type { SqlDatabase } from '@harambee/platform';
import { appendEvents } from './append-events';
import { EVENTS_APPENDED_CHANNEL, type EventStore, type LogPosition, type ReadOptions, type StoredEvent, type StreamRead } from './event-store';
import { openEvents, sealEvents } from './personal-data-events';
import { createPersonalDataVault } from './personal-data-vault';
import { readAll, readStream, readStreams } from './read-events';
import { follow } from './subscription';

/**
 * The event store on PostgreSQL or PGlite; run `migrate(db)` once before using it. Personal fields are sealed
 * on the way in and opened on the way out, so deciders and projections see plain values, or the erased
 * placeholder once a subject's key is destroyed.
 */
export const createPostgresEventStore = (db: SqlDatabase, { personalData = 'opened' }: ReadOptions = {}): EventStore => {
  const vault = createPersonalDataVault(db);
  const open = <E extends StoredEvent>(events: E[]) => (personalData === 'sealed' ? events : openEvents(vault, events));
  const opened = async (read: StreamRead) => ({ ...read, events: await open(read.events) });
  const readLog = async (after: LogPosition, limit: number) => open(await readAll(db, after, limit));
  return {
    readStream: async (streamId) => opened(await readStream(db, streamId)),
    readStreams: async (streamIds) => Promise.all((await readStreams(db, streamIds)).map(opened)),
    append: async (writes, alongside) =>
      appendEvents(db, await Promise.all(writes.map(async (write) => ({ ...write, events: await sealEvents(vault, write.events) }))), alongside),
    readAll: readLog,
    subscribe: (options) => follow((wake) => db.listen(EVENTS_APPENDED_CHANNEL, wake), readLog, options),
  };
};

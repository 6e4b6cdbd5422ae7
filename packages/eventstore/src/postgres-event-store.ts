import type { SqlDatabase } from '@harambee/platform';
import { appendEvents } from './append-events';
import type { EventStore, LogPosition } from './event-store';
import { readAll, readStream, readStreams } from './read-events';
import { follow } from './subscription';

/** The event store on PostgreSQL or PGlite; run `migrate(db)` once before using it. */
export const createPostgresEventStore = (db: SqlDatabase): EventStore => {
  const readLog = (after: LogPosition, limit: number) => readAll(db, after, limit);
  return {
    readStream: (streamId) => readStream(db, streamId),
    readStreams: (streamIds) => readStreams(db, streamIds),
    append: (writes, alongside) => appendEvents(db, writes, alongside),
    readAll: readLog,
    subscribe: (options) => follow(db, readLog, options),
  };
};

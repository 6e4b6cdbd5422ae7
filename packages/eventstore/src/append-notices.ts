import { logger, type SqlDatabase } from '@harambee/database';
import { EVENTS_APPENDED_CHANNEL, type LogPosition } from './event-store';
import { comparePositions } from './log-position';

/** How long appends are gathered into one NOTIFY: followers hear of a burst at most this late. */
export const APPEND_NOTICE_EVERY_MS = 2;

const tickers = new WeakMap<SqlDatabase, (position: LogPosition) => void>();

const ticker = (db: SqlDatabase) => {
  let due: NodeJS.Timeout | undefined;
  let latest: LogPosition | undefined;
  const notify = () => {
    const position = latest!.globalPosition;
    due = undefined;
    latest = undefined;
    db.query('select pg_notify($1, $2)', [EVENTS_APPENDED_CHANNEL, position]).catch(
      (error: unknown) =>
        // Followers also poll, so a lost notice only delays them; a closed database has none to tell.
        logger.debug('append notice not sent', { error: String(error) }),
    );
  };
  return (position: LogPosition) => {
    if (!latest || comparePositions(position, latest) > 0) latest = position;
    due ??= setTimeout(notify, APPEND_NOTICE_EVERY_MS);
  };
};

/**
 * Tells the log's followers, in every process on the database, that events were appended up to `position` (the
 * payload is the latest global position): one NOTIFY for all
 * the appends committed within a couple of milliseconds, sent on its own, so commits never queue behind the
 * lock PostgreSQL takes for each notifying commit.
 */
export const announceAppend = (db: SqlDatabase, position: LogPosition) => {
  let announce = tickers.get(db);
  if (!announce) tickers.set(db, (announce = ticker(db)));
  announce(position);
};

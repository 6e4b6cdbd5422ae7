import type { Sql, SqlDatabase } from '@harambee/platform';
import { sleep } from './sample-events';

const holdingBeforeCommit = (db: SqlDatabase, hold: () => Promise<void>): SqlDatabase => ({
  ...db,
  transaction: <T>(work: (tx: Sql) => Promise<T>) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      await hold();
      return result;
    }),
});

/** The same database, but each transaction waits before it commits, so a later one can commit first. */
export const withCommitDelay = (db: SqlDatabase, delayMs: () => number) =>
  holdingBeforeCommit(db, () => sleep(delayMs()));

/** The same database, but its transactions stay open after their work until `release` is called. */
export const withHeldCommit = (db: SqlDatabase) => {
  let reached = () => {};
  let release = () => {};
  const workDone = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = holdingBeforeCommit(db, () => {
    reached();
    return released;
  });
  return { db: held, workDone, release };
};

import type { Sql, SqlDatabase } from '@harambee/database';
import { sleep } from './sample-events';

/** Runs each transaction, and each single statement as a transaction of its own, holding it before commit. */
const holdingBeforeCommit = (db: SqlDatabase, hold: () => Promise<void>): SqlDatabase => {
  const transaction = <T>(work: (tx: Sql) => Promise<T>) =>
    db.transaction(async (tx) => {
      const result = await work(tx);
      await hold();
      return result;
    });
  return {
    ...db,
    transaction,
    query: (text, params) => transaction((tx) => tx.query(text, params)),
  };
};

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

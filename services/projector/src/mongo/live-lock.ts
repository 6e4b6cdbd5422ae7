import { type Db, MongoServerError } from 'mongodb';
import { randomUUID } from 'node:crypto';

const LOCKS = 'projection_locks';
const LIVE = 'live-read-models';
const DUPLICATE_KEY = 11000;

type Lock = { _id: string; holder: string; until: Date };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the work holding the lock every writer of the live read models takes (each live batch, a rebuild's
 * swap), as PostgreSQL's advisory lock does. A lease: a holder that died frees it when `leaseMs` is over.
 */
export const withLiveLock = async <T>(
  db: Db,
  work: () => Promise<T>,
  { leaseMs = 60_000, retryMs = 25 } = {},
) => {
  const locks = db.collection<Lock>(LOCKS);
  const holder = randomUUID();
  for (;;) {
    const now = new Date();
    try {
      await locks.updateOne(
        { _id: LIVE, $or: [{ until: { $lt: now } }, { holder }] },
        { $set: { holder, until: new Date(now.getTime() + leaseMs) } },
        { upsert: true },
      );
      break;
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
      await sleep(retryMs);
    }
  }
  try {
    return await work();
  } finally {
    await locks.deleteOne({ _id: LIVE, holder });
  }
};

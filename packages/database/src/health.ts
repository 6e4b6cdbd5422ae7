import type { SqlDatabase } from './database';
import { logger } from './logger';

export type HealthCheck = {
  service: string;
  db: SqlDatabase;
  /** Seconds since the oldest event the projector has not applied yet (0 when caught up). */
  lagSeconds?: () => Promise<number>;
  maxLagSeconds: number;
  /** Where the read models are read when not on `db` (MongoDB with READ_STORE_URL): ready only while it answers. */
  readStore?: { kind: string; ping: () => Promise<void> };
};

export type HealthAnswer = { status: number; body: unknown };

const DATABASE_UNREACHABLE = 'The database is unreachable';
const READ_STORE_UNREACHABLE = 'The read store is unreachable';

/** Liveness: the process runs and answers; never depends on the database. */
export const liveness = (service: string): HealthAnswer => ({
  status: 200,
  body: { status: 'success', data: { service, live: true } },
});

/** Readiness: 503 with the reason while the database does not answer or the projector lags too far behind. */
export const readiness = async ({
  service,
  db,
  lagSeconds,
  maxLagSeconds,
  readStore,
}: HealthCheck): Promise<HealthAnswer> => {
  const data = { service, database: db.kind };
  const unready = (message: string, extra = {}) => ({
    status: 503,
    body: { status: 'error', message, data: { ...data, ready: false, ...extra } },
  });
  let lag: number | undefined;
  try {
    await db.query('select 1');
    lag = lagSeconds && Math.round((await lagSeconds()) * 10) / 10;
  } catch (error) {
    logger.warn('not ready', { service, error: String(error) });
    return unready(DATABASE_UNREACHABLE);
  }
  try {
    await readStore?.ping();
  } catch (error) {
    logger.warn('not ready', { service, readStore: readStore!.kind, error: String(error) });
    return unready(READ_STORE_UNREACHABLE, { readStore: readStore!.kind });
  }
  const lagField = lag === undefined ? {} : { lagSeconds: lag };
  if (lag !== undefined && lag > maxLagSeconds)
    return unready(
      `The projector is ${lag} s behind the log (more than ${maxLagSeconds} s)`,
      lagField,
    );
  return { status: 200, body: { status: 'success', data: { ...data, ready: true, ...lagField } } };
};

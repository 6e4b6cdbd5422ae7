import type { SqlDatabase } from '@harambee/database';
import { TooManyRequestsError } from '@harambee/platform';
import { YOUR_DATA_EXPORTS_PER_ACCOUNT } from '@harambee/rules';
import type { Options } from 'express-rate-limit';
import { PostgresRateLimitStore } from '../rate-limits/rate-limit-store';

const minutesUntil = (resetTime: Date | undefined) =>
  Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 60_000));

/**
 * Exports per account, whichever address or session asks: counts one export for the account (in the database, so
 * every process shares the count) and refuses it with 429, in the caller's language, once the account has had its
 * share of the window.
 */
export const exportsPerAccount = (db: SqlDatabase) => {
  const counter = new PostgresRateLimitStore(db, 'your-data:account:');
  counter.init({ windowMs: YOUR_DATA_EXPORTS_PER_ACCOUNT.windowMs } as Options);
  return async (userId: string) => {
    const { totalHits, resetTime } = await counter.increment(userId);
    if (totalHits <= YOUR_DATA_EXPORTS_PER_ACCOUNT.limit) return;
    const values = { limit: YOUR_DATA_EXPORTS_PER_ACCOUNT.limit, minutes: minutesUntil(resetTime) };
    throw new TooManyRequestsError({ key: 'api.tooManyExports', values });
  };
};

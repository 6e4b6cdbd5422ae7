import type { SqlDatabase } from '@harambee/database';
import type { Options } from 'express-rate-limit';
import { MAILS_PER_ADDRESS } from '../rate-limits/account-limits';
import { PostgresRateLimitStore } from '../rate-limits/rate-limit-store';

/**
 * The per-recipient limit of the routes that mail the address in their body, for the confirmation mails that
 * gifts cause: whoever gives with an address, and to whichever creator, it gets only a few of them an hour.
 */
export const mayMailConfirmation = async (db: SqlDatabase, email: string) => {
  const counter = new PostgresRateLimitStore(db, 'mail:follow-confirmation:');
  counter.init({ windowMs: MAILS_PER_ADDRESS.windowMs } as Options);
  const { totalHits } = await counter.increment(email.trim().toLowerCase());
  return totalHits <= MAILS_PER_ADDRESS.limit;
};

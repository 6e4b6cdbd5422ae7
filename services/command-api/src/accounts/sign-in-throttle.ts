import type { SqlDatabase } from '@harambee/database';
import { TooManyRequestsError } from '@harambee/platform';
import type { Words } from '@harambee/messages';
import { SIGN_IN_THROTTLE, signInDelayMs, waitOf } from '@harambee/rules';
import type { Response } from 'express';
import { createHmac } from 'node:crypto';

/** Serialises concurrent starts on a server: `create ... if not exists` races on its own. */
const MIGRATION_LOCK = 7_240_321;

/** Creates the table of sign-in throttles; safe to run at every start. */
export const migrateSignInThrottle = (db: SqlDatabase): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`
      create table if not exists sign_in_throttle (
        account text primary key,
        failures int not null,
        last_attempt_at timestamptz not null,
        allowed_at timestamptz not null,
        link_sent_at timestamptz
      );
      create index if not exists sign_in_throttle_last_attempt on sign_in_throttle (last_attempt_at);
    `);
  });

type Row = { failures: number; last_attempt_at: Date | string; allowed_at: Date | string };

/** Forgotten throttles are swept now and then rather than by a timer that would outlive a closed database. */
const SWEEP_EVERY = 500;

/**
 * Wrong passwords per account, shared by every process on the database: each attempt waits out the delay
 * the failures before it earned (429 meanwhile), and never more than the longest one. An attempt counts
 * as a failure from the start, so concurrent guesses cannot slip past the count; a success clears it.
 * Accounts are keyed by a keyed hash of the address, for addresses with no account alike.
 */
export const signInThrottle = (db: SqlDatabase, secret: string) => {
  const keyOf = (email: string) =>
    createHmac('sha256', secret)
      .update(`sign-in:${email.trim().toLowerCase()}`)
      .digest('base64url');
  let attempts = 0;

  return {
    /** Counts an attempt on the account, or answers how long it must still wait (ms). */
    attempt: (email: string, now: Date): Promise<number> =>
      db.transaction(async (tx) => {
        const forgottenBefore = new Date(now.getTime() - SIGN_IN_THROTTLE.forgetAfterMs);
        if (++attempts % SWEEP_EVERY === 0)
          await tx.query('delete from sign_in_throttle where last_attempt_at < $1', [
            forgottenBefore,
          ]);
        const key = keyOf(email);
        await tx.query(
          `insert into sign_in_throttle (account, failures, last_attempt_at, allowed_at)
           values ($1, 0, $2, $2) on conflict (account) do nothing`,
          [key, now],
        );
        const [row] = await tx.query<Row>(
          'select failures, last_attempt_at, allowed_at from sign_in_throttle where account = $1 for update',
          [key],
        );
        const forgotten = new Date(row!.last_attempt_at) < forgottenBefore;
        const waitMs = new Date(row!.allowed_at).getTime() - now.getTime();
        if (!forgotten && waitMs > 0) return waitMs;
        const failures = (forgotten ? 0 : row!.failures) + 1;
        await tx.query(
          `update sign_in_throttle set failures = $2, last_attempt_at = $3, allowed_at = $4,
             link_sent_at = case when $5 then null else link_sent_at end
           where account = $1`,
          [key, failures, now, new Date(now.getTime() + signInDelayMs(failures)), forgotten],
        );
        return 0;
      }),

    /** The right password: the failures are forgotten. */
    succeeded: async (email: string) => {
      await db.query('delete from sign_in_throttle where account = $1', [keyOf(email)]);
    },

    /**
     * After a wrong password: true once per episode, when the failures have started to hold the account
     * back, so its owner is mailed a sign-in link.
     */
    failed: async (email: string, now: Date) =>
      (
        await db.query(
          `update sign_in_throttle set link_sent_at = $2
           where account = $1 and link_sent_at is null and failures >= $3 returning account`,
          [keyOf(email), now, SIGN_IN_THROTTLE.freeFailures],
        )
      ).length > 0,

    /** The owner signed in with the mailed link: if the wrong passwords go on, they are mailed another. */
    linkUsed: async (email: string) => {
      await db.query('update sign_in_throttle set link_sent_at = null where account = $1', [
        keyOf(email),
      ]);
    },
  };
};

/** 429 with Retry-After while the account must wait: a clear message in the caller's language, never a lock. */
export const refuseWhileThrottled = (res: Response, waitMs: number): never => {
  const seconds = Math.ceil(waitMs / 1000);
  res.set('Retry-After', String(seconds));
  const words: Words = { key: 'signIn.throttled', values: waitOf(seconds) };
  throw new TooManyRequestsError(words);
};

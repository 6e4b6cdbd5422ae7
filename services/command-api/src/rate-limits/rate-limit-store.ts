import type { SqlDatabase } from '@harambee/database';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/** Serialises concurrent starts on a server: `create ... if not exists` races on its own. */
const MIGRATION_LOCK = 7_240_320;

/** Creates the table of rate-limit counters; safe to run at every start. */
export const migrateRateLimits = (db: SqlDatabase): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`
      create table if not exists rate_limit_counters (
        key text primary key,
        hits int not null,
        resets_at timestamptz not null
      );
      create index if not exists rate_limit_counters_resets_at on rate_limit_counters (resets_at);
    `);
  });

/** A window that has run out starts again at one hit, in the same statement, so concurrent processes never lose a hit. */
const INCREMENT = `
  insert into rate_limit_counters as c (key, hits, resets_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
    resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
  returning hits, resets_at`;

/** Expired counters are swept now and then rather than by a timer that would outlive a closed database. */
const SWEEP_EVERY = 500;

type Counter = { hits: number; resets_at: Date | string };
const infoOf = (row: Counter): ClientRateLimitInfo => ({
  totalHits: row.hits,
  resetTime: new Date(row.resets_at),
});

/**
 * An express-rate-limit store over the project's database (PGlite or PostgreSQL): every process on the
 * same database counts into the same rows, and the database clock decides when a window ends.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private increments = 0;

  constructor(
    private readonly db: SqlDatabase,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const [row] = await this.db.query<Counter>(
      'select hits, resets_at from rate_limit_counters where key = $1 and resets_at > now()',
      [this.prefix + key],
    );
    return row && infoOf(row);
  }

  async increment(key: string) {
    if (++this.increments % SWEEP_EVERY === 0)
      await this.db.query('delete from rate_limit_counters where resets_at <= now()');
    const [row] = await this.db.query<Counter>(INCREMENT, [this.prefix + key, this.windowMs]);
    return infoOf(row!);
  }

  async decrement(key: string) {
    await this.db.query(
      'update rate_limit_counters set hits = greatest(hits - 1, 0) where key = $1',
      [this.prefix + key],
    );
  }

  async resetKey(key: string) {
    await this.db.query('delete from rate_limit_counters where key = $1', [this.prefix + key]);
  }
}

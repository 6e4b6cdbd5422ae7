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

/** Deltas of the later hits, every key's in one statement: a window that has run out starts again at the delta. */
const ADD_DELTAS = `
  insert into rate_limit_counters as c (key, hits, resets_at)
  select key, delta, now() + $3 * interval '1 millisecond'
  from unnest($1::text[], $2::int[]) as d(key, delta)
  on conflict (key) do update set
    hits = case when c.resets_at <= now() then excluded.hits else greatest(c.hits + excluded.hits, 0) end,
    resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
  returning key, hits, resets_at`;

/** Expired counters are swept now and then rather than by a timer that would outlive a closed database. */
const SWEEP_EVERY = 500;
/** How long other processes may go without hearing of this one's hits. */
export const FLUSH_EVERY_MS = 1000;

/** Hits lost to a closed database or a failed write are forgiven: the limits are approximate across processes. */
const forgive = () => undefined;

type Counter = { hits: number; resets_at: Date | string };
type Local = { hits: number; pending: number; resetsAt: number };

const localOf = (row: Counter, pending = 0): Local => ({
  hits: row.hits + pending,
  pending,
  resetsAt: new Date(row.resets_at).getTime(),
});
const infoOf = (local: Local): ClientRateLimitInfo => ({
  totalHits: local.hits,
  resetTime: new Date(local.resetsAt),
});

/**
 * An express-rate-limit store over the project's database (PGlite or PostgreSQL): every process on the
 * same database counts into the same rows, and the database clock decides when a window ends. Only a key's
 * first hit of a window waits for the database; later hits are counted in memory and their deltas written
 * a second later, all keys at once, so a busy route costs no round trip per request and processes see each
 * other's counts at most a second late.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private increments = 0;
  private readonly counters = new Map<string, Local>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: SqlDatabase,
    readonly prefix: string,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async get(key: string) {
    const local = this.live(this.prefix + key);
    if (local) return infoOf(local);
    const [row] = await this.db.query<Counter>(
      'select hits, resets_at from rate_limit_counters where key = $1 and resets_at > now()',
      [this.prefix + key],
    );
    return row && infoOf(localOf(row));
  }

  async increment(key: string) {
    const local = this.live(this.prefix + key);
    if (local) return this.count(local, 1);
    if (++this.increments % SWEEP_EVERY === 0)
      await this.db.query('delete from rate_limit_counters where resets_at <= now()');
    const [row] = await this.db.query<Counter>(INCREMENT, [this.prefix + key, this.windowMs]);
    const counted = localOf(row!);
    const raced = this.live(this.prefix + key);
    if (raced) return this.count(raced, 0, counted.hits);
    this.counters.set(this.prefix + key, counted);
    return infoOf(counted);
  }

  async decrement(key: string) {
    const local = this.live(this.prefix + key);
    if (local) this.count(local, -1);
  }

  async resetKey(key: string) {
    this.counters.delete(this.prefix + key);
    await this.db.query('delete from rate_limit_counters where key = $1', [this.prefix + key]);
  }

  /** A key's counter of the current window, as this process knows it. */
  private live(key: string) {
    const local = this.counters.get(key);
    if (local && local.resetsAt > Date.now()) return local;
    this.counters.delete(key);
    return undefined;
  }

  private count(local: Local, delta: number, atLeast = 0) {
    local.hits = Math.max(local.hits + delta, atLeast);
    local.pending += delta;
    this.flushSoon();
    return infoOf(local);
  }

  private flushSoon() {
    this.flushTimer ??= setTimeout(() => this.flush().catch(forgive), FLUSH_EVERY_MS).unref();
  }

  /**
   * Writes every live key's delta and learns its total across processes; a flush that wrote hits is followed
   * by one more, so this process also learns of the hits others wrote after it.
   */
  private async flush() {
    this.flushTimer = undefined;
    const live = [...this.counters.keys()].filter((key) => this.live(key));
    if (live.length === 0) return;
    const deltas = live.map((key) => this.counters.get(key)!.pending);
    for (const key of live) this.counters.get(key)!.pending = 0;
    const rows = await this.db.query<Counter & { key: string }>(ADD_DELTAS, [
      live,
      deltas,
      this.windowMs,
    ]);
    for (const row of rows) {
      const local = this.counters.get(row.key);
      if (local) this.counters.set(row.key, localOf(row, local.pending));
    }
    if (deltas.some((delta) => delta !== 0)) this.flushSoon();
  }
}

import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { pipeline } from 'node:stream/promises';
import { isDatabaseUnavailable } from './database-unavailable';
import { logger } from './logger';
import { type EmbeddedDatabase, type EmbeddedQueries, PgliteThread } from './pglite-worker';

export type Row = Record<string, unknown>;

export interface Sql {
  query<R extends Row = Row>(text: string, params?: unknown[]): Promise<R[]>;
  exec(text: string): Promise<void>;
  /** Loads rows given in COPY's text format (a line each, tab between columns, `\\N` for null) into a table. */
  copyIn(table: string, columns: readonly string[], rows: string): Promise<void>;
}

export interface SqlDatabase extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction. `opening`, a statement without parameters, runs first: on a server it goes with
   * BEGIN in one round trip (a lock every such transaction takes before anything else).
   */
  transaction<T>(work: (tx: Sql) => Promise<T>, opening?: string): Promise<T>;
  /**
   * Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. `onResume` runs each time a
   * dropped LISTEN is back, for listeners that must catch up on what they missed meanwhile.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * PGlite on its own thread only: a port through which another thread of this process opens the same database
   * (`openDatabase({ pglitePort })`), with transactions of its own.
   */
  portForThread?(): Promise<MessagePort>;
}

/**
 * What this process asked of its databases since it started: statements sent (each a round trip), and commits
 * split by what they did. `writes`: transactions (or statements outside one) that changed a row or the schema or
 * sent a notification, the commits the server must make durable; `reads`: those that did none of these. Read by the benchmark and its tests.
 */
export const databaseTraffic = { roundTrips: 0, writes: 0, reads: 0 };

/** What a statement answered, as far as telling a change from a read goes (node-postgres and PGlite alike). */
type Outcome = { command?: string | null; rowCount?: number | null };
/** Commands that change no row: the rest change the rows they count, or the schema (no count). */
const READING = new Set([
  'SELECT',
  'SHOW',
  'SET',
  'RESET',
  'LISTEN',
  'UNLISTEN',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
]);
const changes = (outcome: Outcome | Outcome[] | undefined): boolean =>
  Array.isArray(outcome)
    ? outcome.some(changes)
    : outcome?.command === undefined ||
      outcome.command === null ||
      (!READING.has(outcome.command.toUpperCase()) && outcome.rowCount !== 0);

/** A transaction's statements so far: whether any changed something decides how its commit is counted. */
type Changed = { any: boolean };
const commit = (changed: boolean) => {
  if (changed) databaseTraffic.writes += 1;
  else databaseTraffic.reads += 1;
};

/**
 * Marks a statement that writes although its command tag says SELECT: one calling a function that inserts (the event
 * store's append). Counted as a write, like the statements the text shows write.
 */
export const WRITES_THROUGH_A_FUNCTION = '/* writes */ ';

/**
 * Writes a SELECT's tag does not show: a notification (queued under a transaction id, so its commit is made durable
 * like a change's), a data-modifying CTE (`with made as (insert …)`), and a statement marked as writing.
 */
const writesUnseen = (text: string) =>
  text.startsWith(WRITES_THROUGH_A_FUNCTION) ||
  /\bpg_notify\s*\(|\(\s*(insert|update|delete)\b/i.test(text);

/** Counts one statement: on its own it commits as a write or a read; in a transaction it marks the transaction. */
const counted = async <T extends Outcome | Outcome[]>(
  text: string,
  work: Promise<T>,
  transaction?: Changed,
) => {
  databaseTraffic.roundTrips += 1;
  const result = await work;
  const changed = changes(result) || writesUnseen(text);
  if (transaction) transaction.any ||= changed;
  else commit(changed);
  return result;
};

/** The COPY statement of `copyIn`, its table and columns named by the code, never by input. */
const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `copy ${table} (${columns.join(', ')}) from ${source}`;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  waitMs?: number;
  /** Where the embedded PGlite runs: the main thread (the default), or its own. */
  pgliteThread?: PgliteThreadSetting;
  /** How long a call waits for PGlite on its own thread before it fails. */
  pgliteTimeoutMs?: number;
  /** The embedded database another thread of this process runs, through a port it gave (`portForThread`). */
  pglitePort?: MessagePort;
};

export type PgliteThreadSetting = 'worker' | 'main';

/** On a server, resolves only once it answers: a process started before its database waits for it. */
export const openDatabase = async (options: DatabaseOptions): Promise<SqlDatabase> => {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.waitMs ?? 5_000);
  const timeoutMs = options.pgliteTimeoutMs ?? PGLITE_TIMEOUT_MS;
  if (options.pglitePort) return wrapPglite(PgliteThread.through(options.pglitePort, timeoutMs));
  return openPglite(options.dataDir, options.pgliteThread ?? 'main', timeoutMs);
};

/** The settings of the database a process opens (the platform's Config carries them). */
export type DatabaseSettings = {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize: number;
  databaseWaitMs: number;
  pgliteThread: PgliteThreadSetting;
};

/** The database the settings name, with their pool size and wait for a free connection. */
export const openConfiguredDatabase = (config: DatabaseSettings) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    waitMs: config.databaseWaitMs,
    pgliteThread: config.pgliteThread,
  });

/** Doubling pauses from 100 ms up to `capMs`, for retries against a database that is away. */
export const retryDelayMs = (failures: number, capMs: number) =>
  Math.min(100 * 2 ** Math.max(failures - 1, 0), capMs);
const START_RETRY_CAP_MS = 5_000;
const LISTEN_RETRY_CAP_MS = 1_000;
/** Generous: a migration or a rebuild statement on a large log may take a while; a stuck thread fails. */
const PGLITE_TIMEOUT_MS = 120_000;

const openPglite = async (
  dataDir: string | undefined,
  thread: PgliteThreadSetting,
  timeoutMs: number,
): Promise<SqlDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pgdata = dataDir ? `${dataDir}/pgdata` : undefined;
  return wrapPglite(
    thread === 'worker'
      ? await PgliteThread.create(pgdata, timeoutMs)
      : await PGlite.create(pgdata),
  );
};

const wrapPglite = (db: EmbeddedDatabase): SqlDatabase => {
  const wrap = (q: EmbeddedQueries, transaction?: Changed): Sql => ({
    query: async <R extends Row>(text: string, params?: unknown[]) =>
      (await counted(text, q.query<R>(text, params), transaction)).rows,
    exec: async (text) => {
      await counted(text, q.exec(text), transaction);
    },
    copyIn: async (table, columns, rows) => {
      const text = copyStatement(table, columns, `'/dev/blob'`);
      await counted(text, q.query(text, [], { blob: new Blob([rows]) }), transaction);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: async (work, opening) => {
      databaseTraffic.roundTrips += 2;
      const changed = { any: false };
      const result = await db.transaction(async (tx) => {
        const queries = wrap(tx, changed);
        if (opening) await queries.exec(opening);
        return work(queries);
      });
      commit(changed.any);
      return result;
    },
    listen: async (channel, onPayload) => {
      const unsubscribe = await db.listen(channel, onPayload);
      return () => unsubscribe();
    },
    close: () => db.close(),
    ...(db instanceof PgliteThread && { portForThread: () => db.connection() }),
  };
};

/** 3D000: the server answers, but the database the URL names does not exist on it. */
const isMissingDatabase = (error: unknown) => (error as { code?: unknown }).code === '3D000';

/**
 * Creates the database the URL names, through the server's `postgres` database. A server whose volume was made
 * before this database was added to the deployment then needs no hand step; 42P04 is a racing process that won.
 */
const createDatabase = async (connectionString: string) => {
  const target = new URL(connectionString);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
    logger.info('database created', { database: name });
  } catch (error) {
    if ((error as { code?: unknown }).code !== '42P04') throw error;
  } finally {
    await admin.end();
  }
};

const untilReachable = async (pool: pg.Pool, connectionString: string) => {
  for (let failures = 1; ; failures += 1) {
    try {
      await pool.query('select 1');
      if (failures > 1) logger.info('database reachable');
      return;
    } catch (error) {
      if (isMissingDatabase(error)) {
        await createDatabase(connectionString);
        continue;
      }
      if (!isDatabaseUnavailable(error)) throw error;
      const delay = retryDelayMs(failures, START_RETRY_CAP_MS);
      logger.warn('waiting for the database', { error: String(error), retryInMs: delay });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
};

const openPostgres = async (
  connectionString: string,
  max: number,
  waitMs: number,
): Promise<SqlDatabase> => {
  // A full pool makes a request wait at most `waitMs` for a connection, then it fails as unavailable (503).
  // No JIT: it compiled a log read of 5,000 events for 65 ms to 1 s and ran it slower; our statements are short.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: waitMs,
    options: '-c jit=off',
  });
  // An idle connection the server dropped is discarded by the pool; unheard, its error would end the process.
  pool.on('error', (error) =>
    logger.warn('idle database connection lost', { error: String(error) }),
  );
  await untilReachable(pool, connectionString);
  const wrap = (q: pg.Pool | pg.PoolClient, transaction?: Changed): Sql => ({
    query: async <R extends Row>(text: string, params?: unknown[]) =>
      (await counted(text, q.query<R>(text, params as unknown[]), transaction)).rows,
    exec: async (text) => {
      // Several statements in one text answer one result each.
      await counted(text, q.query(text) as Promise<pg.QueryResult | pg.QueryResult[]>, transaction);
    },
    copyIn: async (table, columns, rows) => {
      const text = copyStatement(table, columns, 'stdin');
      const client = q instanceof pg.Pool ? await q.connect() : q;
      try {
        const copying = client.query(copyFrom(text));
        await counted(
          text,
          pipeline(Readable.from([rows]), copying).then(() => ({
            command: 'COPY',
            rowCount: copying.rowCount,
          })),
          transaction,
        );
      } finally {
        if (client !== q) (client as pg.PoolClient).release();
      }
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: async (work, opening) => {
      const client = await pool.connect();
      const dropped = (error: Error) =>
        logger.warn('database connection lost in a transaction', { error: String(error) });
      client.on('error', dropped);
      let failure: unknown;
      try {
        const changed = { any: false };
        const begin = opening ? `BEGIN; ${opening}` : 'BEGIN';
        await counted(
          begin,
          client.query(begin) as Promise<pg.QueryResult | pg.QueryResult[]>,
          changed,
        );
        const result = await work(wrap(client, changed));
        databaseTraffic.roundTrips += 1;
        await client.query('COMMIT');
        commit(changed.any);
        return result;
      } catch (error) {
        failure = error;
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', dropped);
        client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
      }
    },
    listen: (channel, onPayload, onResume) =>
      listenWithReconnect(connectionString, channel, onPayload, onResume),
    close: () => pool.end(),
  };
};

/**
 * A dedicated connection for LISTEN that comes back after it drops, with pauses doubling up to a second,
 * so live pushes resume without a restart. Notifications sent while it was down are lost: `onResume`
 * tells the listener, and listeners poll for what they must not miss.
 */
const listenWithReconnect = async (
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume: () => void = () => {},
) => {
  let stopped = false;
  let failures = 0;
  let pending: NodeJS.Timeout | undefined;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) =>
      logger.warn('listen connection lost', { channel, error: String(error) }),
    );
    next.on('end', () => {
      if (!stopped && client === next) retry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  const retry = () => {
    if (pending) return;
    failures += 1;
    pending = setTimeout(() => void reconnect(), retryDelayMs(failures, LISTEN_RETRY_CAP_MS));
  };
  const reconnect = async () => {
    pending = undefined;
    if (stopped) return;
    const attempt = connect();
    await attempt.then(
      () => {
        if (stopped) return void client?.end().catch(() => undefined);
        failures = 0;
        logger.info('listen resumed', { channel });
        onResume();
      },
      (error) => {
        logger.warn('listen reconnect failed', { channel, error: String(error) });
        const failed = client;
        client = undefined;
        void failed?.end().catch(() => undefined);
        if (!stopped) retry();
      },
    );
  };
  await connect().catch(async (error: unknown) => {
    stopped = true;
    await client?.end().catch(() => undefined);
    throw error;
  });
  return async () => {
    stopped = true;
    clearTimeout(pending);
    await client?.end();
  };
};

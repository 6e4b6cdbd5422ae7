import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { logger } from './logger';

export type Row = Record<string, unknown>;

export interface Sql {
  query<R extends Row = Row>(text: string, params?: unknown[]): Promise<R[]>;
  exec(text: string): Promise<void>;
}

export interface SqlDatabase extends Sql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

export const openDatabase = async (options: DatabaseOptions): Promise<SqlDatabase> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir);

const openPglite = async (dataDir?: string): Promise<SqlDatabase> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? `${dataDir}/pgdata` : undefined);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    query: async <R extends Row>(text: string, params?: unknown[]) =>
      (await q.query<R>(text, params)).rows,
    exec: async (text) => {
      await q.exec(text);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    listen: async (channel, onPayload) => {
      const unsubscribe = await db.listen(channel, onPayload);
      return () => unsubscribe();
    },
    close: () => db.close(),
  };
};

const openPostgres = async (connectionString: string, max: number): Promise<SqlDatabase> => {
  const pool = new pg.Pool({ connectionString, max });
  const wrap = (q: pg.Pool | pg.PoolClient): Sql => ({
    query: async <R extends Row>(text: string, params?: unknown[]) =>
      (await q.query<R>(text, params as unknown[])).rows,
    exec: async (text) => {
      await q.query(text);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenWithReconnect(connectionString, channel, onPayload),
    close: () => pool.end(),
  };
};

const RECONNECT_DELAY_MS = 1000;

/**
 * A dedicated connection for LISTEN that comes back after it drops, so live pushes resume without a
 * restart. Notifications sent while it was down are lost; listeners poll for what they must not miss.
 */
const listenWithReconnect = async (
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
) => {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => logger.warn('listen connection lost', { channel, error: String(error) }));
    next.on('end', () => {
      if (!stopped) setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };
  const reconnect = async () => {
    if (stopped) return;
    await connect().catch((error) => {
      logger.warn('listen reconnect failed', { channel, error: String(error) });
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
};

import { openDatabase, type SqlDatabase } from '@harambee/database';
import { randomBytes } from 'node:crypto';
import { migrate } from '../migrate';
import { createPostgresEventStore } from '../postgres-event-store';
import { sampleCatalogue, sleep } from './sample-events';

export type DatabaseKind = SqlDatabase['kind'];

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one. */
export const testDatabaseKinds = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const serverUrl = () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
};

const onServer = async <T>(work: (server: SqlDatabase) => Promise<T>) => {
  const server = await openDatabase({ databaseUrl: serverUrl(), poolSize: 1 });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
};

/** A pool's close does not wait for its connections to go; forcing the drop would break them mid-close. */
const dropWhenClosed = async (server: SqlDatabase, name: string) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [row] = await server.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (row?.open === 0) break;
    await sleep(100);
  }
  await server.exec(`drop database if exists ${name} with (force)`);
};

/** An empty database on the server, for a process under test to open by URL; `drop` removes it. */
export const createServerDatabase = async () => {
  const name = `harambee_test_${randomBytes(6).toString('hex')}`;
  await onServer((server) => server.exec(`create database ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer((server) => dropWhenClosed(server, name)),
  };
};

const openFreshServerDatabase = async () => {
  const { url, drop } = await createServerDatabase();
  const db = await openDatabase({ databaseUrl: url });
  return { ...db, close: () => db.close().finally(drop) };
};

/** An empty database of that kind; on a server it is created for the caller and dropped on close. */
export const openTestDatabase = (kind: DatabaseKind): Promise<SqlDatabase> =>
  kind === 'postgres' ? openFreshServerDatabase() : openDatabase({});

/** An empty, migrated database of that kind and the sample events' store on it. */
export const openSampleStore = async (kind: DatabaseKind) => {
  const db = await openTestDatabase(kind);
  await migrate(db);
  return { db, store: createPostgresEventStore(db, sampleCatalogue) };
};

/**
 * The migrated database and sample store of the tests around this call: opened before them, closed after. Read
 * `world.db` and `world.store` inside the tests.
 */
export const sampleStoreForTests = (kind: DatabaseKind) => {
  const world = {} as Awaited<ReturnType<typeof openSampleStore>>;
  beforeAll(async () => Object.assign(world, await openSampleStore(kind)));
  afterAll(() => world.db?.close());
  return world;
};

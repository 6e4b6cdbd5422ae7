import { openTestDatabase } from '@harambee/eventstore/src/testing/test-databases';
import type { EventStore } from '@harambee/events';
import { signToken } from '@harambee/platform';
import { type SqlDatabase } from '@harambee/database';
import { mongoReadModels, postgresReadModels, type ReadModelStore } from '@harambee/projector';
import { generatedLog } from '@harambee/events/src/testing/generated-log';
import {
  openProjectionDatabase,
  projectAll,
} from '../../../test/support/read-side/projector-under-test';
import {
  type ReadStoreKind,
  readStoreKinds,
  storesNotRun,
} from '../../../test/support/read-side/read-stores';
import { appendEach } from '@harambee/events/src/testing/sample-events';
import { openMongoReadStore } from '@harambee/read-models';
import { randomBytes } from 'node:crypto';
import { queryApiDocs } from './query-api-docs';
import type { ReadStore } from './read-store/port';
import { mongoReadStore } from './read-store/mongo';
import { postgresReadStore } from './read-store/postgres';
import { startQueryApiServer } from './server';

const jwtSecret = randomBytes(32).toString('hex');

/** Read models of one kind, filled from the shared log, and closed with the store. */
const readSide = async (
  kind: ReadStoreKind,
  log: SqlDatabase,
): Promise<{
  db: SqlDatabase;
  readModels: ReadModelStore;
  reads: ReadStore;
  close: () => Promise<void>;
}> => {
  if (kind === 'mongodb') {
    const mongo = await openMongoReadStore(
      process.env.MONGODB_TEST_URL!,
      `harambee_test_${randomBytes(6).toString('hex')}`,
    );
    const close = async () => {
      await mongo.db.dropDatabase();
      await mongo.close();
    };
    return { db: log, readModels: mongoReadModels(mongo), reads: mongoReadStore(mongo), close };
  }
  const db = await openTestDatabase(kind);
  return {
    db,
    readModels: postgresReadModels(db),
    reads: postgresReadStore(db),
    close: () => db.close(),
  };
};

/** The values each documented parameter is asked with: known ones, and one that names nothing. */
const samples: Record<string, string[]> = {
  campaign: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'missing'],
  user: ['creator-1', 'creator-2', 'creator-3', 'admin-1', 'missing'],
  post: ['b1', 'b2', 'b3'],
  status: ['pending', 'approved', 'rejected', 'featured', 'all'],
};
const searches = [
  '',
  '?searchTerm=water',
  '?searchTerm=water%20-kiosk',
  '?searchTerm=pumping%20farmers',
  '?searchTerm=the%20water',
  '?searchTerm=the',
  '?searchTerm=%22water%20tank%22%20ovens',
  '?searchTerm=%22water%20pumps%22%20or%20bakery',
  '?searchTerm=-water',
  '?searchTerm=-water%20-solar',
  '?category=equipment&country=Kenya',
  '?minAmount=1000&maxDaysLeft=12',
  '?page=2&limit=2',
];

const pathsOf = (path: string): string[] => {
  if (path === '/v1/campaigns/search') return searches.map((query) => path + query);
  if (path === '/v1/withdrawals') return [path, `${path}?campaignId=c1`, `${path}?campaignId=c3`];
  const [, param] = /:(\w+)/.exec(path) ?? [];
  if (!param) return [path];
  const kind =
    param === 'status'
      ? 'status'
      : param === 'userId' || path.startsWith('/v1/user/')
        ? 'user'
        : path.startsWith('/v1/blog/')
          ? 'post'
          : 'campaign';
  return samples[kind]!.map((value) => path.replace(`:${param}`, value));
};

const callers: [string, string | undefined][] = [
  ['a visitor', undefined],
  ['creator-1', signToken({ userId: 'creator-1', role: 'creator' }, jwtSecret)],
  ['creator-2', signToken({ userId: 'creator-2', role: 'creator' }, jwtSecret)],
  ['an admin', signToken({ userId: 'admin-1', role: 'admin' }, jwtSecret)],
];

const kinds = readStoreKinds();

describe(`same log, same answers on ${kinds.join(', ')}${storesNotRun()}`, () => {
  let log: { db: SqlDatabase; store: EventStore };
  const servers: { kind: ReadStoreKind; url: string; stop: () => Promise<void> }[] = [];

  beforeAll(async () => {
    log = await openProjectionDatabase('pglite');
    await appendEach(log.store, ...generatedLog());
    for (const kind of kinds) {
      const side = await readSide(kind, log.db);
      await side.readModels.prepare();
      await projectAll(log.db, log.store, { readModels: side.readModels });
      const server = await startQueryApiServer({
        db: side.db,
        reads: side.reads,
        store: log.store,
        config: { jwtSecret, port: 0, publicUrl: '' },
      });
      servers.push({ kind, url: server.url, stop: () => server.stop().then(side.close) });
    }
  });
  afterAll(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await log.db.close();
  });

  const answer = async (url: string, path: string, token?: string) => {
    const response = await fetch(`${url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return `${response.status} ${await response.text()}`;
  };

  it('when every documented GET is asked by a visitor, two creators and an admin, then each store answers the same JSON, byte for byte', async () => {
    const paths = queryApiDocs
      .filter((route) => route.method === 'get')
      .flatMap((route) => pathsOf(route.path));
    const differences: string[] = [];
    let asked = 0;
    for (const path of paths) {
      for (const [caller, token] of callers) {
        const [first, ...others] = await Promise.all(
          servers.map((server) => answer(server.url, path, token)),
        );
        asked += 1;
        others.forEach((other, i) => {
          if (other !== first)
            differences.push(
              `${path} as ${caller}: ${servers[0]!.kind} said ${first}\n${servers[i + 1]!.kind} said ${other}`,
            );
        });
      }
    }
    expect(differences).toEqual([]);
    expect(asked).toBeGreaterThan(200);
  });
});

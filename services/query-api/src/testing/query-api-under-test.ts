import type { NewEvent } from '@harambee/events';
import { type ActorRole, type Config, signToken } from '@harambee/platform';
import { appendEach } from '@harambee/events/src/testing/sample-events';
import { projectAll } from '../../../../test/support/read-side/projector-under-test';
import {
  openReadModelsUnderTest,
  type ReadStoreKind,
} from '../../../../test/support/read-side/read-stores';
import { createHmac, randomBytes } from 'node:crypto';
import { mongoReadStore } from '../read-store/mongo';
import { postgresReadStore } from '../read-store/postgres';
import { startQueryApiServer } from '../server';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token signed with the right key whose expiry has passed. */
export const expiredToken = (userId: string, role: ActorRole, secret: string) => {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: userId, role, iat: now - 7200, exp: now - 3600 })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};

/** Bodies are checked field by field with expect; a loose type keeps those checks short. */
type Body = any;

/**
 * The query API on port 0 over a fresh log holding the given events, all projected into read models of that
 * kind (the SQL tables beside the log, or MongoDB).
 */
export const startQueryApiUnderTest = async (
  kind: ReadStoreKind,
  events: NewEvent[],
  asOf: Pick<Parameters<typeof startQueryApiServer>[0], 'openScratch'> & {
    config?: Pick<Config, 'asOfScratch'>;
  } = {},
) => {
  const subject = await openReadModelsUnderTest(kind);
  const { db, store, readModels } = subject;
  /** A read store of its own, as another query-api process would open. */
  const openReads = () => (subject.mongo ? mongoReadStore(subject.mongo) : postgresReadStore(db));
  const reads = openReads();
  const jwtSecret = randomBytes(32).toString('hex');
  await appendEach(store, ...events);
  await projectAll(db, store, { readModels });
  const server = await startQueryApiServer({
    db,
    reads,
    store,
    openScratch: asOf.openScratch,
    config: { jwtSecret, port: 0, publicUrl: '', ...asOf.config },
  });
  const tokenFor = (userId: string, role: ActorRole) => signToken({ userId, role }, jwtSecret);
  const get = async (path: string, token?: string) => {
    const response = await fetch(`${server.url}/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  return {
    db,
    store,
    readModels,
    reads,
    openReads,
    url: server.url,
    jwtSecret,
    get,
    tokens: {
      admin: tokenFor('admin-1', 'admin'),
      creator: tokenFor('creator-1', 'creator'),
      otherCreator: tokenFor('creator-2', 'creator'),
      expired: expiredToken('admin-1', 'admin', jwtSecret),
      forged: signToken(
        { userId: 'admin-1', role: 'admin' },
        'not-the-server-secret-at-all-0123456789',
      ),
    },
    append: async (...more: NewEvent[]) => {
      await appendEach(store, ...more);
      await projectAll(db, store, { readModels });
    },
    stop: async () => {
      await server.stop();
      await subject.close();
    },
  };
};
export type QueryApiUnderTest = Awaited<ReturnType<typeof startQueryApiUnderTest>>;

import { openTestDatabase } from '@harambee/eventstore/src/testing/test-databases';
import type { EventStore } from '@harambee/events';
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
import type { ReadStore } from './read-store/port';
import { mongoReadStore } from './read-store/mongo';
import { postgresReadStore } from './read-store/postgres';
import { startQueryApiServer } from './server';
import { differencesBetween } from './testing/every-get';

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

  it('when every documented GET is asked by a visitor, two creators and an admin, then each store answers the same JSON, byte for byte', async () => {
    const { differences, asked } = await differencesBetween(servers, jwtSecret);
    expect(differences).toEqual([]);
    expect(asked).toBeGreaterThan(200);
  });
});

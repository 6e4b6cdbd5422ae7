import { BACKWARDS, END, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { LOG_START, migrate } from '../index';
import { createPersonalDataVault } from '../personal-data-vault';
import { eventStoreContract } from '../testing/event-store-contract';
import { openTestDatabase, testDatabaseKinds } from '../testing/test-databases';
import { openKurrentDbEventStore } from './kurrentdb-event-store';
import { toLogPosition } from './kurrentdb-mapping';

/** Set by `npm run test:containers` once a KurrentDB container answers. */
const url = process.env.KURRENTDB_TEST_URL;

if (url) {
  eventStoreContract('KurrentDB', async () => {
    // The personal-data keys stay in SQL: the PostgreSQL server when there is one, PGlite otherwise.
    const db = await openTestDatabase(testDatabaseKinds().at(-1)!);
    await migrate(db);
    const kurrent = await openKurrentDbEventStore(url, { vault: createPersonalDataVault(db), db });
    const client = KurrentDBClient.connectionString(url);
    const head = async () => {
      for await (const { event } of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) {
        if (event?.position) return toLogPosition(event.position);
      }
      return LOG_START;
    };
    return {
      store: kurrent.store,
      head,
      close: async () => {
        await kurrent.close();
        await client.dispose();
        await db.close();
      },
    };
  });
} else {
  describe.skip('the event store contract on KurrentDB', () => it('runs under npm run test:containers', () => {}));
}

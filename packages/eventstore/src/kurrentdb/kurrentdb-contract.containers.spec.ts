import { migrate } from '../index';
import { createPersonalDataVault } from '../personal-data-vault';
import { eventStoreContract } from '../testing/event-store-contract';
import { sampleCatalogue } from '../testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from '../testing/test-databases';
import { openKurrentDbEventStore } from './kurrentdb-event-store';

/** Set by `npm run test:containers` once a KurrentDB container answers. */
const url = process.env.KURRENTDB_TEST_URL;

if (url) {
  eventStoreContract('KurrentDB', async () => {
    // The personal-data keys stay in SQL: the PostgreSQL server when there is one, PGlite otherwise.
    const db = await openTestDatabase(testDatabaseKinds().at(-1)!);
    await migrate(db);
    const kurrent = await openKurrentDbEventStore(url, {
      ...sampleCatalogue,
      vault: createPersonalDataVault(db),
      db,
    });
    return {
      store: kurrent.store,
      close: async () => {
        await kurrent.close();
        await db.close();
      },
    };
  });
} else {
  describe.skip('the event store contract on KurrentDB', () =>
    it('runs under npm run test:containers', () => {}));
}

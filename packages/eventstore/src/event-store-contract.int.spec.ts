import { createPostgresEventStore, migrate } from './index';
import { eventStoreContract } from './testing/event-store-contract';
import { sampleCatalogue } from './testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

for (const kind of testDatabaseKinds()) {
  eventStoreContract(kind, async () => {
    const db = await openTestDatabase(kind);
    await migrate(db);
    return { store: createPostgresEventStore(db, sampleCatalogue), close: () => db.close() };
  });
}

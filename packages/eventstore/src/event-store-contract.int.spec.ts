import { eventStoreContract } from './testing/event-store-contract';
import { openSampleStore, testDatabaseKinds } from './testing/test-databases';

for (const kind of testDatabaseKinds()) {
  eventStoreContract(kind, async () => {
    const { db, store } = await openSampleStore(kind);
    return { store, close: () => db.close() };
  });
}

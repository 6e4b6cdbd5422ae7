import { LOG_START, createPostgresEventStore, migrate, type LogPosition } from './index';
import { eventStoreContract } from './testing/event-store-contract';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

for (const kind of testDatabaseKinds()) {
  eventStoreContract(kind, async () => {
    const db = await openTestDatabase(kind);
    await migrate(db);
    const head = async () =>
      (
        await db.query<LogPosition>(
          `select transaction_id::text as "transactionId", global_position::text as "globalPosition"
           from events order by transaction_id desc, global_position desc limit 1`,
        )
      )[0] ?? LOG_START;
    return { store: createPostgresEventStore(db), head, close: () => db.close() };
  });
}

import { openEventStore } from '@harambee/events';
import { describeResult } from '@harambee/ledger';
import { loadConfig } from '@harambee/platform';
import { openConfiguredDatabase } from '@harambee/database';
import { openMongoReadStore } from '@harambee/read-models';
import { openReadModels } from '../open-read-models';
import { checkBooks } from './check-books';
import { mongoBooks, postgresBooks } from './stored-books';

/**
 * `npm run ledger -- check`: reads the configured log and read models (DATA_DIR's PGlite, DATABASE_URL,
 * READ_STORE_URL) and checks every invariant of the books. Writes nothing; 0 all hold, 1 a violation, 2 moving.
 */
export const checkTheBooks = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  const { store, close } = await openEventStore(config, db);
  const { readModels, close: closeReadModels } = await openReadModels(config, db);
  const mongo = config.readStoreUrl ? await openMongoReadStore(config.readStoreUrl) : undefined;
  try {
    const books = mongo ? mongoBooks(mongo) : postgresBooks(db);
    const outcome = await checkBooks(store, await readModels.checkpoints(), books);
    if (outcome.status === 'moving') {
      console.log(outcome.reason);
      return 2;
    }
    console.log(`${outcome.events} events read`);
    for (const result of outcome.results) console.log(describeResult(result));
    return outcome.results.some((result) => result.violations.length > 0) ? 1 : 0;
  } finally {
    await mongo?.close();
    await closeReadModels();
    await close();
    await db.close();
  }
};

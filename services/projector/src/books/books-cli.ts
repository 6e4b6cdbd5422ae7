import { openEventStore } from '@harambee/events';
import { describeResult } from '@harambee/ledger';
import { loadConfig } from '@harambee/platform';
import { openConfiguredDatabase } from '@harambee/database';
import { openMongoReadStore } from '@harambee/read-models';
import { openReadModels } from '../open-read-models';
import { checkBooks } from './check-books';
import { mongoBooks, postgresBooks } from './stored-books';

const usage = `Usage: npm run ledger -- <command>
  check   every invariant of the books over the log and the read models, with counts; reads only, exits 1 on any violation`;

/** Reads the configured log and read models (DATA_DIR's PGlite, DATABASE_URL, READ_STORE_URL) and checks the books. */
const check = async () => {
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

const run = async (command: string | undefined) => {
  if (command === 'check') return check();
  console.log(usage);
  return command === undefined || command === 'help' ? 0 : 1;
};

run(process.argv[2]).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

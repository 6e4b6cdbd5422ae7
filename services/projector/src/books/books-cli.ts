import { openEventStore } from '@harambee/events';
import { describeResult } from '@harambee/ledger';
import { loadConfig } from '@harambee/platform';
import { openConfiguredDatabase } from '@harambee/database';
import { openMongoReadStore } from '@harambee/read-models';
import { openReadModels } from '../open-read-models';
import { checkBooks } from './check-books';
import { monitorLedger, readState, writeState } from './ledger-monitor';
import { mongoBooks, postgresBooks } from './stored-books';

const usage = `Usage: npm run ledger -- <command>
  check   every invariant of the books over the log and the read models, with counts; reads only, exits 1 on any violation
  verify --url URL [--state FILE] [--full]
          checks the public ledger at URL from outside: the head's signature, consistency with the last head seen
          (kept in FILE, .ledger-monitor.json by default) and the leaves against the root; exits 1 naming what differs`;

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** Checks a public ledger over HTTP, as anyone outside the platform can. */
const verify = async () => {
  const url = option('url');
  if (!url) {
    console.log(usage);
    return 1;
  }
  const file = option('state') ?? '.ledger-monitor.json';
  const { outcome, state } = await monitorLedger(
    url,
    readState(file),
    process.argv.includes('--full'),
  );
  if (!outcome.ok) {
    for (const problem of outcome.problems) console.log(`FAILED: ${problem}`);
    return 1;
  }
  for (const line of outcome.lines) console.log(line);
  writeState(file, state!);
  return 0;
};

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
  if (command === 'verify') return verify();
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

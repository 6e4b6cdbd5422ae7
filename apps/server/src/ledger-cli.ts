import {
  RECONCILE_USAGE,
  reconcileTheBooks,
} from '@harambee/command-api/src/reconciliation/reconcile-cli';
import { checkTheBooks } from '@harambee/projector/src/books/books-cli';
import { VERIFY_USAGE, verifyThePublicLedger } from '@harambee/projector/src/books/verify-cli';

const usage = `Usage: npm run ledger -- <command>
  check   every invariant of the books over the log and the read models, with counts; reads only, exits 1 on any
          violation (2 while a rebuild leaves the read models at different places in the log)
${RECONCILE_USAGE}
${VERIFY_USAGE}`;

/** The one way into the books: check them, reconcile a day with the payment provider, or verify the public ledger. */
const run = async ([command, ...args]: string[]) => {
  if (command === 'check' && args.length === 0) return checkTheBooks();
  if (command === 'verify') {
    const code = await verifyThePublicLedger(args);
    if (code !== undefined) return code;
  }
  if (command === 'reconcile') {
    const code = await reconcileTheBooks(args);
    if (code !== undefined) return code;
  }
  console.log(usage);
  return command === undefined || command === 'help' ? 0 : 1;
};

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

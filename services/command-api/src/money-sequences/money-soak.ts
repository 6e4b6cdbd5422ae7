import fc from 'fast-check';
import { moneyStats } from './money-commands';
import { PATHS } from './coverage';
import { KNOWN_BUG_PATHS } from './known-bugs';
import { booksHoldProperty, KNOWN_BUG_FAULTS, KNOWN_BUGS } from './money-sequences';
import { stopStripeServer } from './stripe-server';

/**
 * `npm run test:money-soak [-- runs [seed]]`: many more sequences than `npm test` runs, with a seed of its own
 * each time unless one is given; a failure prints its shrunk sequence and the seed to replay it.
 */
const [runs = '10000', seed] = process.argv.slice(2);
process.env.LOG_LEVEL = 'silent';

const soak = async () => {
  const started = Date.now();
  await fc.assert(booksHoldProperty(), {
    numRuns: Number(runs),
    ...(seed ? { seed: Number(seed) } : {}),
  });
  // Flutterwave's gifts, in CFA francs and shillings among others: half as many sequences again.
  await fc.assert(booksHoldProperty(undefined, undefined, 'flutterwave'), {
    numRuns: Math.ceil(Number(runs) / 2),
    ...(seed ? { seed: Number(seed) } : {}),
  });
  // Card gifts through Stripe (its API on a local server), payouts through Paystack: as many again.
  await fc.assert(booksHoldProperty(undefined, undefined, 'stripe'), {
    numRuns: Math.ceil(Number(runs) / 2),
    ...(seed ? { seed: Number(seed) } : {}),
  });
  await stopStripeServer();
  const { sequences, steps, refused, events, postings, eventTypes } = moneyStats;
  console.log(
    `money soak: ${sequences} sequences, ${steps} steps (${refused} refused), ${events} events, ${postings} postings, every invariant held after every step, through Paystack, Flutterwave and Stripe (${Math.round((Date.now() - started) / 1000)} s)`,
  );
  console.log('events written:', JSON.stringify(eventTypes));
  console.log('paths reached:');
  for (const path of PATHS) console.log(`  ${path}: ${moneyStats.paths[path] ?? 0}`);
  for (const [command, bug] of Object.entries(KNOWN_BUGS))
    console.log(`left out: ${command}: ${bug}`);
  for (const { fault, on, bug } of KNOWN_BUG_FAULTS)
    console.log(`left out: ${fault} on ${on}: ${bug}`);
  for (const [path, bug] of Object.entries(KNOWN_BUG_PATHS))
    console.log(`stepped around: ${path}: ${bug}`);
};

soak().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.cause instanceof Error) console.error(error.cause.message);
    process.exit(1);
  },
);

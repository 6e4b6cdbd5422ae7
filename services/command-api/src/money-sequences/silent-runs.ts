import { stopStripeServer } from './stripe-server';

/**
 * For the tests of a file that run money sequences: the logs silent while they run, and afterwards the real fetch
 * back (the provider fakes replace it), the log level as it was and the run's Stripe server closed.
 */
export const silentMoneyRuns = () => {
  const realFetch = globalThis.fetch;
  const logLevel = process.env.LOG_LEVEL;
  beforeAll(() => {
    process.env.LOG_LEVEL = 'silent';
  });
  afterAll(async () => {
    await stopStripeServer();
    globalThis.fetch = realFetch;
    if (logLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = logLevel;
  });
};

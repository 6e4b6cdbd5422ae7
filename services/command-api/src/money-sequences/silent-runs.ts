/**
 * For the tests of a file that run money sequences: the logs silent while they run, and afterwards the real fetch
 * back (the provider fakes replace it) and the log level as it was.
 */
export const silentMoneyRuns = () => {
  const realFetch = globalThis.fetch;
  const logLevel = process.env.LOG_LEVEL;
  beforeAll(() => {
    process.env.LOG_LEVEL = 'silent';
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    if (logLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = logLevel;
  });
};

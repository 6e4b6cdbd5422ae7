import fc from 'fast-check';
import { booksHoldProperty } from './money-sequences';

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

describe('money under random sequences of gifts, webhooks, closes, withdrawals, disputes, provider refunds, provider faults and crashes', () => {
  it('when any sequence runs, then after every step the books balance, no escrow goes negative, each gift ends once and each withdrawal is paid once', async () => {
    await fc.assert(booksHoldProperty(), { seed: 26, numRuns: 300 });
  }, 600_000);
});

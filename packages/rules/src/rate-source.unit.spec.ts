import { RATE_SOURCE, rateSourceBackOffMs } from './rate-source';

describe('leaving a failing rate source alone', () => {
  it('when failures go on, then the back-off doubles from its first wait up to its cap', () => {
    expect([1, 2, 3].map(rateSourceBackOffMs)).toEqual([
      RATE_SOURCE.firstBackOffMs,
      2 * RATE_SOURCE.firstBackOffMs,
      4 * RATE_SOURCE.firstBackOffMs,
    ]);
    expect(rateSourceBackOffMs(50)).toBe(RATE_SOURCE.maxBackOffMs);
  });
});

import { queryFailuresCell, queryFigures, type QueryRun } from './query-figures';

const run = (total: number, sent: number): QueryRun => ({
  requests: { average: total / 10, total, sent },
  latency: total > 0 ? { p50: 12, p99: 80, max: 95 } : { p50: 0, p99: 0, max: 0 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

describe('the query phase figures', () => {
  it('when no request was answered in the phase, then its latencies are unknown, not 0 ms, and it is a failure', () => {
    const figures = queryFigures(run(0, 200));
    expect(figures).toMatchObject({ requests: 0, unanswered: 200, requestsPerSecond: 0 });
    expect([figures.p50Ms, figures.p99Ms, figures.maxMs]).toEqual([NaN, NaN, NaN]);
    expect(queryFailuresCell(figures, 10)).toBe(
      '0 non-2xx, 0 errors, **none answered: 200 requests still waiting after 10 s**',
    );
  });

  it('when requests were answered, then their latencies stand and the cut-off ones are no failure', () => {
    const figures = queryFigures(run(5_000, 5_200));
    expect(figures).toMatchObject({ requests: 5_000, unanswered: 200, p50Ms: 12, p99Ms: 80 });
    expect(queryFailuresCell(figures, 10)).toBe('0 non-2xx, 0 errors');
  });
});

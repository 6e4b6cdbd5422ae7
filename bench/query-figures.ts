/** The part of an autocannon result the query phase reads (`requests.sent` is missing from its types). */
export type QueryRun = {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * The query phase's figures. A request still waiting when the run ends is neither an error nor a timeout to
 * autocannon (its timeout outlasts the phase), and with no answer at all its latency histogram reads 0 ms:
 * so the latencies of a run nobody was answered in are unknown (NaN), and the unanswered are counted.
 */
export const queryFigures = (run: QueryRun) => {
  const answered = run.requests.total;
  const latency = (value: number) => (answered > 0 ? value : Number.NaN);
  return {
    requestsPerSecond: run.requests.average,
    requests: answered,
    unanswered: Math.max(0, run.requests.sent - answered - run.errors),
    p50Ms: latency(run.latency.p50),
    p99Ms: latency(run.latency.p99),
    maxMs: latency(run.latency.max),
    non2xx: run.non2xx,
    errors: run.errors,
    timeouts: run.timeouts,
  };
};
export type QueryFigures = ReturnType<typeof queryFigures>;

/** The report's failure cell for the query phase: a phase in which no request was answered says so. */
export const queryFailuresCell = (figures: QueryFigures, seconds: number) =>
  `${figures.non2xx} non-2xx, ${figures.errors} errors` +
  (figures.requests === 0
    ? `, **none answered: ${figures.unanswered} requests still waiting after ${seconds} s**`
    : '');

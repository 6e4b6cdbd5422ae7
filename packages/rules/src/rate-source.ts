/**
 * How the server asks its exchange-rate source (`FX_RATES_URL`, a paid quota): a fetched table is reused for
 * `refreshMs`; a fetch is given up after `timeoutMs`; after a failed fetch the source is left alone for
 * `firstBackOffMs`, doubled after each further failure up to `maxBackOffMs`, and the last good table is served
 * meanwhile.
 */
export const RATE_SOURCE = {
  refreshMs: 10 * 60_000,
  timeoutMs: 5_000,
  firstBackOffMs: 30_000,
  maxBackOffMs: 30 * 60_000,
} as const;

/** How long to leave the rate source alone after `failures` failed fetches in a row (at least one). */
export const rateSourceBackOffMs = (failures: number) =>
  Math.min(RATE_SOURCE.firstBackOffMs * 2 ** Math.max(0, failures - 1), RATE_SOURCE.maxBackOffMs);

import { RATE_SOURCE, rateSourceBackOffMs } from '@harambee/rules';
import { z } from 'zod';
import { ourRates, type RateSource, type RateTable } from './rate-table';

/** Open Exchange Rates' `latest.json` shape: rates from `base`, published at `timestamp` (Unix seconds). */
const latestJson = z.object({
  timestamp: z.number().int().positive(),
  base: z.literal('USD'),
  rates: z.record(z.string(), z.number().positive()),
});

const fetchTable = async (url: string): Promise<RateTable> => {
  const answer = await fetch(url, { signal: AbortSignal.timeout(RATE_SOURCE.timeoutMs) });
  if (!answer.ok) throw new Error(`rates source answered ${answer.status}`);
  const body = latestJson.parse(await answer.json());
  return {
    source: new URL(url).host,
    asOf: new Date(body.timestamp * 1000),
    rates: ourRates(body.rates),
  };
};

/**
 * Rates from `FX_RATES_URL`, fetched at most every `RATE_SOURCE.refreshMs`, by one fetch at a time however many ask
 * meanwhile (they all wait for it). After a failed fetch the source is not asked again until its back-off has passed
 * (doubling with each failure in a row); the last good table is served meanwhile (its age then decides whether a
 * checkout may still use it), and the last error is thrown only when there has never been one.
 */
export const httpRateSource = (url: string, now: () => Date = () => new Date()): RateSource => {
  let last: { table: RateTable; fetchedAt: number } | undefined;
  let failed: { error: unknown; times: number; retryAt: number } | undefined;
  let inFlight: Promise<RateTable> | undefined;

  const lastOrThrow = (error: unknown) => {
    if (!last) throw error;
    return last.table;
  };
  const refresh = async () => {
    try {
      last = { table: await fetchTable(url), fetchedAt: now().getTime() };
      failed = undefined;
      return last.table;
    } catch (error) {
      const times = (failed?.times ?? 0) + 1;
      failed = { error, times, retryAt: now().getTime() + rateSourceBackOffMs(times) };
      return lastOrThrow(error);
    }
  };
  const isFresh = (kept: { fetchedAt: number }) =>
    now().getTime() - kept.fetchedAt < RATE_SOURCE.refreshMs;

  return {
    latest: async () => {
      if (inFlight) return inFlight;
      if (last && isFresh(last)) return last.table;
      if (failed && now().getTime() < failed.retryAt) return lastOrThrow(failed.error);
      inFlight = refresh().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
};

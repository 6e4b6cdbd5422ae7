import { z } from 'zod';
import { ourRates, type RateSource, type RateTable } from './rate-table';

/** Open Exchange Rates' `latest.json` shape: rates from `base`, published at `timestamp` (Unix seconds). */
const latestJson = z.object({
  timestamp: z.number().int().positive(),
  base: z.literal('USD'),
  rates: z.record(z.string(), z.number().positive()),
});

/** How long a fetched table is reused before the source is asked again. */
const REFRESH_MS = 10 * 60_000;

/**
 * Rates from `FX_RATES_URL`, fetched at most every ten minutes. A failed fetch keeps the last table (its age then
 * decides whether a checkout may still use it) and fails only when there has never been one.
 */
export const httpRateSource = (url: string, now: () => Date = () => new Date()): RateSource => {
  let last: { table: RateTable; fetchedAt: number } | undefined;
  const fetchTable = async (): Promise<RateTable> => {
    const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!answer.ok) throw new Error(`rates source answered ${answer.status}`);
    const body = latestJson.parse(await answer.json());
    return {
      source: new URL(url).host,
      asOf: new Date(body.timestamp * 1000),
      rates: ourRates(body.rates),
    };
  };
  return {
    latest: async () => {
      if (last && now().getTime() - last.fetchedAt < REFRESH_MS) return last.table;
      try {
        last = { table: await fetchTable(), fetchedAt: now().getTime() };
      } catch (error) {
        if (!last) throw error;
      }
      return last.table;
    },
  };
};

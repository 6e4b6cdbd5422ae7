import type { Donation } from './donation-load';
import type { ProgressWatcher } from './progress-watcher';
import { percentile } from './stats';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const countsByCampaign = (donations: readonly Donation[]) => {
  const counts = new Map<string, number>();
  for (const { campaignId } of donations) counts.set(campaignId, (counts.get(campaignId) ?? 0) + 1);
  return counts;
};

/** Waits, at most `seconds`, until the pushes show every donation that got its 201; true when they do. */
export const waitUntilShown = async (
  watcher: ProgressWatcher,
  donations: readonly Donation[],
  seconds: number,
) => {
  const counts = countsByCampaign(donations);
  const deadline = Date.now() + seconds * 1000;
  const shown = () =>
    [...counts].every(([campaignId, count]) => watcher.countOf(campaignId) >= count);
  while (!shown() && Date.now() < deadline) await sleep(50);
  return shown();
};

/**
 * Lag of the n-th donation of a campaign = when a push first showed n donations for it − when the n-th 201
 * for it arrived. Only donations whose 201 arrived inside the window count. A push that came before the 201
 * (the projector was quicker than the response) counts as 0 and is tallied as `beforeResponse`.
 */
export const projectionLag = (
  donations: readonly Donation[],
  watcher: ProgressWatcher,
  window: { from: number; to: number },
) => {
  const nth = new Map<string, number>();
  const lags: number[] = [];
  let neverShown = 0;
  let beforeResponse = 0;
  for (const donation of donations) {
    const n = (nth.get(donation.campaignId) ?? 0) + 1;
    nth.set(donation.campaignId, n);
    if (donation.respondedAt < window.from || donation.respondedAt > window.to) continue;
    const shownAt = watcher.shownAt(donation.campaignId, n);
    if (shownAt === undefined) {
      neverShown += 1;
      continue;
    }
    if (shownAt < donation.respondedAt) beforeResponse += 1;
    lags.push(Math.max(0, shownAt - donation.respondedAt));
  }
  return {
    samples: lags.length,
    p50Ms: percentile(lags, 50),
    p99Ms: percentile(lags, 99),
    maxMs: percentile(lags, 100),
    neverShown,
    beforeResponse,
  };
};
export type ProjectionLag = ReturnType<typeof projectionLag>;

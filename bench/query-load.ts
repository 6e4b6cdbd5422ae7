import autocannon from 'autocannon';
import { queryFigures, type QueryRun } from './query-figures';

export const APPROVED_PATH = '/api/v1/campaigns/approved';

/** How many campaigns the approved list returns now, and the size of its body. */
export const approvedListing = async (url: string) => {
  const response = await fetch(`${url}${APPROVED_PATH}`);
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${APPROVED_PATH} answered ${response.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as {
    data: { campaigns: Array<{ _id: string; donationCount: number }> };
  };
  return { campaigns: body.data.campaigns, bytes: Buffer.byteLength(text) };
};

/** Polls the approved list, at most `seconds`, until it shows every one of the campaigns. */
export const waitForApproved = async (url: string, campaignIds: string[], seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const listing = await approvedListing(url);
    const ids = new Set(listing.campaigns.map((campaign) => campaign._id));
    if (campaignIds.every((id) => ids.has(id))) return listing;
    if (Date.now() > deadline) throw new Error('the bench campaigns were not projected in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** GET /v1/campaigns/approved from `connections` keep-alive clients, after a short warm-up run. */
export const runQueryLoad = async (options: {
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}) => {
  const { url, connections, seconds, warmupSeconds } = options;
  const target = { url: `${url}${APPROVED_PATH}`, connections, timeout: 30 };
  await autocannon({ ...target, duration: Math.min(warmupSeconds, seconds) });
  const result = await autocannon({ ...target, duration: seconds });
  return queryFigures(result as unknown as QueryRun);
};
export type QueryLoad = Awaited<ReturnType<typeof runQueryLoad>>;

import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

type Progress = { campaignId: string; donationCount: number };

/**
 * Listens to the campaigns' `campaign:progress` pushes, which the query API sends after the projector's
 * transaction commits. Remembers, for each campaign and each n, when a push first showed n donations.
 */
export const watchCampaignProgress = async (url: string, campaignIds: string[]) => {
  const socket = io(url, { transports: ['websocket'], reconnection: false, timeout: 10_000 });
  const firstShown = new Map<string, number[]>(campaignIds.map((id) => [id, []]));
  socket.on('campaign:progress', ({ campaignId, donationCount }: Progress) => {
    const at = performance.now();
    const times = firstShown.get(campaignId);
    while (times && times.length < donationCount) times.push(at);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  for (const campaignId of campaignIds) {
    const reply = (await socket.timeout(10_000).emitWithAck('campaign:join', campaignId)) as {
      ok: boolean;
    };
    if (!reply.ok) throw new Error(`could not join campaign ${campaignId}`);
  }
  return {
    /** When a push first showed at least n donations for the campaign (n from 1). */
    shownAt: (campaignId: string, n: number) => firstShown.get(campaignId)?.[n - 1],
    countOf: (campaignId: string) => firstShown.get(campaignId)?.length ?? 0,
    close: () => socket.close(),
  };
};
export type ProgressWatcher = Awaited<ReturnType<typeof watchCampaignProgress>>;

import type { EventStore } from '@harambee/events';
import type { ScratchReadModels } from '@harambee/projector';
import type { Viewer } from '../viewer';
import type { AsOfQuery } from './as-of-query';
import { logUpTo, positionAt, readCampaignLog } from './campaign-log';
import { type CampaignThen, readCampaignThen } from './campaign-then';
import { momentDiff } from './moment-diff';

/**
 * The campaign at each asked moment: the log folded up to the earlier one and read, then on to the later one
 * and read again, in one scratch question.
 */
const foldToEach = (
  scratch: ScratchReadModels,
  log: Awaited<ReturnType<typeof readCampaignLog>>,
  positions: number[],
  viewer: Viewer,
) =>
  scratch.question(async (tx, fold) => {
    const campaignId = log.campaignId;
    const read = new Map<number, CampaignThen>();
    for (const position of [...new Set(positions)].sort((a, b) => a - b)) {
      await fold(logUpTo(log, position));
      read.set(position, await readCampaignThen(tx, campaignId, viewer));
    }
    return positions.map((position) => read.get(position)!);
  });

/** A campaign as it was at the query's moment, its history's timeline, and with `compare` what changed since. */
export const campaignAsOf = async (
  store: EventStore,
  scratch: ScratchReadModels,
  campaignId: string,
  query: AsOfQuery,
  viewer: Viewer,
) => {
  const log = await readCampaignLog(store, scratch.types, campaignId);
  const moments = [query.moment, ...(query.compare ? [query.compare] : [])];
  const positions = moments.map((moment) => positionAt(log.history, moment));
  const [then, other] = await foldToEach(scratch, log, positions, viewer);
  const momentJson = (position: number, campaign: CampaignThen) => ({
    position,
    asOf: log.history[position - 1]?.recordedAt ?? null,
    ...campaign,
  });
  return {
    ...momentJson(positions[0]!, then!),
    timeline: log.history.map((event, index) => ({
      position: index + 1,
      type: event.type,
      at: event.recordedAt,
    })),
    ...(other && {
      compare: momentJson(positions[1]!, other),
      diff: momentDiff(then!, other),
    }),
  };
};

import type { Sql, SqlDatabase } from '@harambee/database';
import type { EventStore } from '@harambee/events';
import { logUpTo, positionAt, readCampaignLog } from './campaign-log';
import type { Moment } from './moment';
import { timeTravelReadModels } from './scratch';

/** What the read models said at one moment of a campaign's history, and where in it that moment is. */
export type CampaignMoment<T> = { position: number; asOf: string | null; read: T };

/**
 * Reading the log on demand, for auditors: a campaign's history folded up to each asked moment by the read side's
 * own projections into scratch read models, and read there by the caller's own queries. The only room of the read
 * side that reads the log; the query API routes to it.
 */
export const createTimeTravel = (store: EventStore, openScratch?: () => Promise<SqlDatabase>) => {
  const scratch = timeTravelReadModels(openScratch);
  return {
    /** The campaign read by `read` at each moment (earlier ones folded first, in one scratch question), and its timeline. */
    campaignAt: async <T>(
      campaignId: string,
      moments: readonly Moment[],
      read: (tx: Sql) => Promise<T>,
    ) => {
      const log = await readCampaignLog(store, scratch.types, campaignId);
      const positions = moments.map((moment) => positionAt(log.history, moment));
      const reads = await scratch.question(async (tx, fold) => {
        const byPosition = new Map<number, T>();
        for (const position of [...new Set(positions)].sort((a, b) => a - b)) {
          await fold(logUpTo(log, position));
          byPosition.set(position, await read(tx));
        }
        return byPosition;
      });
      return {
        timeline: log.history.map((event, index) => ({
          position: index + 1,
          type: event.type,
          at: event.recordedAt,
        })),
        moments: positions.map((position): CampaignMoment<T> => ({
          position,
          asOf: log.history[position - 1]?.recordedAt ?? null,
          read: reads.get(position)!,
        })),
      };
    },
    /** Opens the scratch read models now rather than on the first question. */
    openNow: () => scratch.openNow(),
    close: () => scratch.close(),
  };
};
export type TimeTravel = ReturnType<typeof createTimeTravel>;

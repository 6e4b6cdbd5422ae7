import { logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { ScheduledJob } from '../core/process-manager';
import { dayBefore } from './movement';
import { reconcileDay } from './reconcile-day';

/** Yesterday and the day before: a provider may list a movement a little late; a day found clean stays clean. */
const DAYS_BACK = [1, 2];

/**
 * Every hour, the last complete days against the provider's record. Each day on its own: one that fails (the
 * provider unreachable, say) is logged and tried again next hour, and the other still runs.
 */
export const reconciliationJob: ScheduledJob = {
  name: 'reconciliation',
  everyMs: 60 * 60_000,
  run: async (deps) => {
    const now = deps.clock();
    for (const back of DAYS_BACK) {
      const day = dayBefore(now, back);
      try {
        const report = await reconcileDay(deps, day, {
          system: true,
          correlationId: randomUUID(),
          now,
        });
        if (report.provider && report.newlyFound > 0)
          logger.warn('reconciliation found differences', {
            day,
            provider: report.provider,
            newlyFound: report.newlyFound,
          });
      } catch (error) {
        logger.error('reconciliation of a day failed; it is tried again next hour', {
          day,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  },
};

import { EVENTS_APPENDED_CHANNEL } from '@harambee/eventstore';
import { type EventStore } from '@harambee/events';
import { type SqlDatabase, logger } from '@harambee/database';
import { postgresReadModels } from './postgres-read-models';
import { batchProjector } from './project-batch';
import type { Projection } from './projection';
import type { ReadModelStore } from './read-model-store';

export type ProjectorOptions = {
  db: SqlDatabase;
  store: EventStore;
  batchSize?: number;
  /** How long to wait for new events when no append wakes the runner. */
  idleMs?: number;
  /** Where the read models are kept; the PostgreSQL tables on `db` when not given. */
  readModels?: ReadModelStore;
  /** The PostgreSQL projections to run, when the read models are those tables. */
  projections?: readonly Projection[];
};

/** Wakes a sleeping loop early; a wake that comes while the loop is busy is kept for its next sleep. */
const alarm = () => {
  let woken = false;
  let ring = () => {};
  return {
    wake: () => {
      woken = true;
      ring();
    },
    sleep: async (ms: number) => {
      if (!woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          ring = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      woken = false;
    },
  };
};

/**
 * Follows the log into the read models until stopped. A failed batch is rolled back whole and retried
 * from the checkpoint after a pause; appends to the SQL log wake the runner at once through its NOTIFY.
 */
export const startProjector = async (options: ProjectorOptions) => {
  const { db, store, batchSize = 500, idleMs = 1000 } = options;
  const readModels = options.readModels ?? postgresReadModels(db, options.projections);
  await readModels.prepare();
  const clock = alarm();
  const unlisten = await db.listen(EVENTS_APPENDED_CHANNEL, clock.wake);
  let running = true;
  const projectNextBatch = batchProjector(readModels, store, batchSize);
  const loop = (async () => {
    while (running) {
      try {
        if ((await projectNextBatch()) === batchSize) continue;
      } catch (error) {
        logger.error('projection batch failed; retrying from the checkpoint', {
          error: String(error),
        });
      }
      if (running) await clock.sleep(idleMs);
    }
  })();
  return {
    stop: async () => {
      running = false;
      clock.wake();
      await loop;
      await unlisten();
    },
  };
};

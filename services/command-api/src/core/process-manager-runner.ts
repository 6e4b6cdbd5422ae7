import type { StoredEvent } from '@harambee/events';
import { EVENTS_APPENDED_CHANNEL } from '@harambee/eventstore';
import { logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { CommandApiDeps } from './deps';
import {
  leaseCheckpoint,
  migrateProcessCheckpoints,
  releaseCheckpoint,
  saveCheckpoint,
} from './process-checkpoints';
import type { ProcessManager, ScheduledJob } from './process-manager';

export type RunnerOptions = {
  /** How often a follower looks at the log when no append woke it, and how often an idle standby tries the lease. */
  pollMs: number;
  leaseMs: number;
  batchSize: number;
};
export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = {
  pollMs: 1_000,
  leaseMs: 30_000,
  batchSize: 100,
};

const backoffMs = (failures: number) => Math.min(500 * 2 ** (failures - 1), 60_000);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A loop that sleeps between turns and wakes early when signalled or stopped. */
const loop = (turn: () => Promise<number>) => {
  let running = true;
  let wake: () => void = () => undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const done = (async () => {
    while (running) {
      const pause = await turn();
      if (running && pause > 0) await sleep(pause);
    }
  })();
  return {
    signal: () => wake(),
    stop: async () => {
      running = false;
      wake();
      await done;
    },
  };
};

/**
 * Feeds one process manager the events it reacts to, in log order. Its place is saved after each reaction (so a
 * provider is never asked twice for one step after a crash) and once after a batch's other events, not per event.
 */
const follow = (
  deps: CommandApiDeps,
  manager: ProcessManager,
  owner: string,
  options: RunnerOptions,
) => {
  const reactsTo = new Set<string>(manager.reactsTo);
  const save = (event: StoredEvent) => saveCheckpoint(deps.db, manager.name, owner, event.position);
  let failures = 0;
  /** Whether the lease is still held after the batch. */
  const reactToBatch = async (events: StoredEvent[]) => {
    let savedAt: StoredEvent | undefined;
    for (const event of events) {
      if (!reactsTo.has(event.type)) continue;
      await manager.react(event, deps);
      if (!(await save(event))) return false;
      savedAt = event;
    }
    const last = events.at(-1);
    return last && last !== savedAt ? save(last) : true;
  };
  return loop(async () => {
    try {
      const startsFrom = manager.startsFrom === 'now' ? () => deps.store.head() : undefined;
      const from = await leaseCheckpoint(deps.db, manager.name, owner, options.leaseMs, startsFrom);
      if (!from) return options.pollMs;
      const events = await deps.store.readAll(from, options.batchSize);
      if (!(await reactToBatch(events))) return options.pollMs;
      failures = 0;
      return events.length < options.batchSize ? options.pollMs : 0;
    } catch (error) {
      failures += 1;
      logger.error('process manager failed; retrying from the same event', {
        processManager: manager.name,
        failures,
        error: describe(error),
      });
      return backoffMs(failures);
    }
  });
};

/** Runs a job every `everyMs` in whichever process holds its lease. */
const schedule = (deps: CommandApiDeps, job: ScheduledJob, owner: string, options: RunnerOptions) =>
  loop(async () => {
    try {
      if (
        await leaseCheckpoint(
          deps.db,
          `job:${job.name}`,
          owner,
          Math.max(options.leaseMs, job.everyMs * 2),
        )
      )
        await job.run(deps);
    } catch (error) {
      logger.error('scheduled job failed', { job: job.name, error: describe(error) });
    }
    return job.everyMs;
  });

/**
 * Drives the process managers and scheduled jobs of this command API. Appends wake the followers at once;
 * they also poll, since another process's append may arrive while this one sleeps.
 */
export const startProcessManagers = async (
  deps: CommandApiDeps,
  managers: readonly ProcessManager[],
  jobs: readonly ScheduledJob[],
  options: Partial<RunnerOptions> = {},
) => {
  const settings = { ...DEFAULT_RUNNER_OPTIONS, ...options };
  await migrateProcessCheckpoints(deps.db);
  const owner = randomUUID();
  const followers = managers.map((manager) => follow(deps, manager, owner, settings));
  const scheduled = jobs.map((job) => schedule(deps, job, owner, settings));
  const unlisten = await deps.db.listen(EVENTS_APPENDED_CHANNEL, () =>
    followers.forEach((follower) => follower.signal()),
  );
  return {
    stop: async () => {
      await unlisten();
      await Promise.all([...followers, ...scheduled].map((running) => running.stop()));
      const names = [
        ...managers.map((manager) => manager.name),
        ...jobs.map((job) => `job:${job.name}`),
      ];
      await Promise.all(names.map((name) => releaseCheckpoint(deps.db, name, owner)));
    },
  };
};
export type ProcessManagerRunner = Awaited<ReturnType<typeof startProcessManagers>>;

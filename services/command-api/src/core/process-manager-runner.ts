import type { StoredEvent } from '@harambee/events';
import {
  comparePositions,
  EVENTS_APPENDED_CHANNEL,
  LOG_START,
  type LogPosition,
} from '@harambee/eventstore';
import { logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { CommandApiDeps } from './deps';
import {
  leaseCheckpoint,
  leaseCheckpoints,
  migrateProcessCheckpoints,
  releaseCheckpoint,
  saveCheckpoint,
  saveCheckpoints,
} from './process-checkpoints';
import { DEFAULT_PACE, managersPace, type ManagersPace } from './managers-pace';
import { NOTHING_DONE, NotYet, type ProcessManager, type ScheduledJob } from './process-manager';

export type RunnerOptions = {
  /** How often a follower looks at the log when no append woke it, and how often an idle standby tries the lease. */
  pollMs: number;
  leaseMs: number;
  /** The most events one read of the log hands over: a reader that fell behind takes this many at a time. */
  batchSize: number;
  /** How long a batch waits for its slowest manager before the others go on to the next one without it. */
  slowestMs: number;
  /** How soon a manager waiting for another's step (NotYet) tries again: not a failure, so its wait does not grow. */
  waitMs: number;
};
export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = {
  pollMs: 1_000,
  leaseMs: 30_000,
  batchSize: 1_000,
  slowestMs: 5_000,
  waitMs: 500,
};

const backoffMs = (failures: number) => Math.min(500 * 2 ** (failures - 1), 60_000);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A loop that sleeps between turns and wakes early when signalled (during a turn too) or stopped. */
const loop = (turn: () => Promise<number>) => {
  let running = true;
  let signalled = false;
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
      signalled = false;
      const pause = await turn();
      if (running && pause > 0 && !signalled) await sleep(pause);
    }
  })();
  return {
    signal: () => {
      signalled = true;
      wake();
    },
    stop: async () => {
      running = false;
      wake();
      await done;
    },
  };
};

type Place = { manager: ProcessManager; at: LogPosition };
type Backoff = { failures: number; until: number };

/**
 * One reader for all the process managers of a process: leases them in one statement (renewed every third of
 * the lease, and whenever one was lost), reads the events of their types once from the furthest-behind place and
 * hands each manager its events, concurrently; a place moves on to where the log was read up to, past the events
 * no manager reacts to. A manager's place is saved after each of its reactions (so a provider is never asked twice
 * for one step after a crash) unless a repeat of its reactions is a no-op, or the reaction did nothing; the other
 * places are saved together, once a batch. A manager still reacting `slowestMs` into a batch goes
 * on alone and saves its own place when done, so the others, and the next batch, do not wait for it.
 */
const followAll = (
  deps: CommandApiDeps,
  managers: readonly ProcessManager[],
  owner: string,
  options: RunnerOptions,
  pace: ManagersPace,
) => {
  const byName = new Map(managers.map((manager) => [manager.name, manager]));
  const backoffs = new Map<string, Backoff>();
  /** Managers still reacting to a batch the others went on from. */
  const reacting = new Map<string, Promise<void>>();
  let held = new Map<string, LogPosition>();
  let renewedAt = 0;

  const startsFrom = async (name: string) =>
    byName.get(name)?.startsFrom === 'now' ? deps.store.head() : LOG_START;
  /** Until the next poll, or until a manager's backoff ends if that is sooner. */
  const pause = () => {
    const now = Date.now();
    const ends = [...backoffs.values()].map(({ until }) => until - now).filter((ms) => ms > 0);
    return Math.min(options.pollMs, ...ends);
  };
  const due = () =>
    managers.filter((manager) => (backoffs.get(manager.name)?.until ?? 0) <= Date.now());
  const renew = async () => {
    const names = due().map((manager) => manager.name);
    held = await leaseCheckpoints(deps.db, names, owner, options.leaseMs, startsFrom);
    renewedAt = Date.now();
  };
  const fail = (manager: ProcessManager, error: unknown) => {
    const failures = (backoffs.get(manager.name)?.failures ?? 0) + 1;
    const waits = error instanceof NotYet;
    backoffs.set(manager.name, {
      failures,
      until: Date.now() + (waits ? options.waitMs : backoffMs(failures)),
    });
    held.delete(manager.name);
    const fields = { processManager: manager.name, failures, error: describe(error) };
    if (waits) logger.info('process manager waits; trying the same event again', fields);
    else logger.error('process manager failed; retrying from the same event', fields);
  };
  /** Reacts to the events after its place; answers whether it reached the batch's end still holding the lease. */
  const reactToBatch = async ({ manager, at }: Place, events: readonly StoredEvent[]) => {
    const reactsTo = new Set<string>(manager.reactsTo);
    try {
      if (manager.reactToAll && manager.savesPlace === 'per-batch') {
        const fresh = events.filter(
          (event) => comparePositions(event.position, at) > 0 && reactsTo.has(event.type),
        );
        if (fresh.length > 0) await manager.reactToAll(fresh, deps);
        backoffs.delete(manager.name);
        return true;
      }
      for (const event of events) {
        if (comparePositions(event.position, at) <= 0 || !reactsTo.has(event.type)) continue;
        const reacted = await manager.react(event, deps);
        if (manager.savesPlace === 'per-batch' || reacted === NOTHING_DONE) continue;
        if (!(await saveCheckpoint(deps.db, manager.name, owner, event.position))) {
          held.delete(manager.name);
          return false;
        }
        held.set(manager.name, event.position);
      }
      backoffs.delete(manager.name);
      return true;
    } catch (error) {
      fail(manager, error);
      return false;
    }
  };
  const savePassed = async (names: string[], readTo: LogPosition) => {
    const stillHeld = await saveCheckpoints(deps.db, names, owner, readTo);
    for (const name of names)
      if (stillHeld.has(name)) held.set(name, readTo);
      else held.delete(name);
  };
  const passes = (name: string, readTo: LogPosition) => {
    const at = held.get(name);
    return at !== undefined && comparePositions(at, readTo) < 0;
  };
  /**
   * Hands the batch to each manager and waits for them all, or for `slowestMs`; answers those that reached its end
   * in time, still holding their places, to be saved together. The others go on alone and save their own places.
   */
  const reactInTime = async (
    places: Place[],
    events: readonly StoredEvent[],
    readTo: LogPosition,
  ) => {
    const inTime: string[] = [];
    const done = new Set<string>();
    let late = false;
    const reactions = places.map(async (place) => {
      const { name } = place.manager;
      const finished = (await reactToBatch(place, events)) && passes(name, readTo);
      if (!late) {
        done.add(name);
        if (finished) inTime.push(name);
        return;
      }
      try {
        if (finished) await savePassed([name], readTo);
      } catch (error) {
        held.delete(name);
        logger.error('process manager could not save its place', {
          processManager: name,
          error: describe(error),
        });
      } finally {
        reacting.delete(name);
        reading.signal();
      }
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, options.slowestMs)));
    await Promise.race([Promise.all(reactions), waited]);
    clearTimeout(timer);
    late = true;
    places.forEach(({ manager }, i) => {
      if (!done.has(manager.name)) reacting.set(manager.name, reactions[i]!);
    });
    return inTime;
  };

  /** Reads a batch from the furthest-behind place and hands it over; answers how long to pause after it. */
  const turn = async (places: Place[]) => {
    let more = true;
    pace.turnStarts();
    try {
      const from = places
        .map((place) => place.at)
        .reduce((a, b) => (comparePositions(a, b) <= 0 ? a : b));
      const types = [...new Set(places.flatMap((place) => place.manager.reactsTo))];
      const { events, readTo } = await deps.store.readAllOf(types, from, options.batchSize);
      more = events.length >= options.batchSize;
      if (comparePositions(readTo, from) <= 0) return pause();
      const passed = await reactInTime(places, events, readTo);
      if (passed.length > 0) await savePassed(passed, readTo);
      return more ? 0 : pause();
    } finally {
      pace.turnEnds(more);
    }
  };

  // Taken before the runner is reported started, so a manager that starts from now misses nothing appended after.
  const placesTaken = renew().catch((error: unknown) => {
    logger.error('process managers could not take their places; retrying', {
      error: describe(error),
    });
  });
  const reading = loop(async () => {
    await placesTaken;
    try {
      const lost = due().some((manager) => !held.has(manager.name));
      if (lost || Date.now() - renewedAt > options.leaseMs / 3) await renew();
      const places: Place[] = due()
        .filter((manager) => held.has(manager.name) && !reacting.has(manager.name))
        .map((manager) => ({ manager, at: held.get(manager.name)! }));
      if (places.length === 0) {
        pace.idle();
        return pause();
      }
      return await turn(places);
    } catch (error) {
      held.clear();
      logger.error('process managers could not read the log; retrying', { error: describe(error) });
      return options.pollMs;
    }
  });
  return {
    signal: () => {
      pace.appended();
      reading.signal();
    },
    stop: async () => {
      await reading.stop();
      await Promise.all(reacting.values());
    },
    placesTaken,
  };
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
 * Drives the process managers and scheduled jobs of this command API. Appends wake the reader at once;
 * it also polls, since another process's append may arrive while this one sleeps.
 */
export const startProcessManagers = async (
  deps: CommandApiDeps,
  managers: readonly ProcessManager[],
  jobs: readonly ScheduledJob[],
  options: Partial<RunnerOptions> = {},
  pace: ManagersPace = managersPace(DEFAULT_PACE),
) => {
  const settings = { ...DEFAULT_RUNNER_OPTIONS, ...options };
  await migrateProcessCheckpoints(deps.db);
  const owner = randomUUID();
  const reader = followAll(deps, managers, owner, settings, pace);
  const scheduled = jobs.map((job) => schedule(deps, job, owner, settings));
  const unlisten = await deps.db.listen(EVENTS_APPENDED_CHANNEL, () => reader.signal());
  await reader.placesTaken;
  return {
    stop: async () => {
      await unlisten();
      await Promise.all([reader, ...scheduled].map((running) => running.stop()));
      const names = [
        ...managers.map((manager) => manager.name),
        ...jobs.map((job) => `job:${job.name}`),
      ];
      await Promise.all(names.map((name) => releaseCheckpoint(deps.db, name, owner)));
    },
  };
};
export type ProcessManagerRunner = Awaited<ReturnType<typeof startProcessManagers>>;

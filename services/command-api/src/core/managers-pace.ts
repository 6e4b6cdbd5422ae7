import type { RequestHandler } from 'express';
import { performance as nodePerformance } from 'node:perf_hooks';

export type PaceOptions = {
  /** How far behind the appends the managers may fall before new commands wait for them. */
  withinMs: number;
  /** The longest a command waits, so a turn that waits on a request can never hold it. */
  waitAtMostMs: number;
};
export const DEFAULT_PACE: PaceOptions = { withinMs: 500, waitAtMostMs: 1_000 };

/**
 * Whether this thread's event loop was busy at least `share` of the time since it was last asked (looked at no
 * more often than every `everyMs`): managers held up by a slow provider, not by requests, hold nobody up.
 */
export const eventLoopBusy = (share = 0.9, everyMs = 250) => {
  let last = nodePerformance.eventLoopUtilization();
  let lastAt = performance.now();
  let busy = false;
  return () => {
    if (performance.now() - lastAt < everyMs) return busy;
    const now = nodePerformance.eventLoopUtilization();
    busy = nodePerformance.eventLoopUtilization(now, last).utilization >= share;
    last = now;
    lastAt = performance.now();
    return busy;
  };
};

/**
 * How far this process's process managers are behind the appends they were told of, so that new commands can
 * wait for them when they fall behind on a busy event loop: there each of a turn's awaits queues behind every
 * request in flight, and without this the managers' backlog (receipts, mails, ledger entries) grows for as long
 * as a burst lasts. Counted only while the managers have places to read from: a standby process is never behind.
 */
export const managersPace = (
  { withinMs, waitAtMostMs }: PaceOptions,
  loopBusy: () => boolean = eventLoopBusy(),
) => {
  /** When the oldest append no turn has read yet was signalled. */
  let unreadSince: number | undefined;
  /** When the oldest append the turn in progress reads was signalled. */
  let readingSince: number | undefined;
  let turnEnded: { promise: Promise<void>; resolve: () => void } | undefined;
  const oldest = (...times: (number | undefined)[]) =>
    times.reduce<number | undefined>(
      (a, b) => (a === undefined ? b : b === undefined ? a : Math.min(a, b)),
      undefined,
    );

  return {
    appended: () => {
      unreadSince ??= performance.now();
    },
    turnStarts: () => {
      readingSince = unreadSince;
      unreadSince = undefined;
    },
    /** A turn ended; `more` when it read a full batch, so what it started from is still not all read. */
    turnEnds: (more: boolean) => {
      if (more) unreadSince = oldest(readingSince, unreadSince);
      readingSince = undefined;
      turnEnded?.resolve();
      turnEnded = undefined;
    },
    /** No manager has a place to read from here (all are elsewhere or backing off). */
    idle: () => {
      unreadSince = undefined;
      readingSince = undefined;
      turnEnded?.resolve();
      turnEnded = undefined;
    },
    /**
     * Nothing while the managers are within `withinMs` of the appends or the event loop has time for them, else
     * the end of their turn in progress.
     */
    waitIfBehind: () => {
      const since = oldest(readingSince, unreadSince);
      if (since === undefined || performance.now() - since <= withinMs || !loopBusy())
        return undefined;
      if (!turnEnded) {
        let resolve = () => undefined as void;
        const promise = new Promise<void>((done) => (resolve = done));
        turnEnded = { promise, resolve };
      }
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitAtMostMs)));
      return Promise.race([turnEnded.promise, waited]).then(() => clearTimeout(timer));
    },
  };
};
export type ManagersPace = ReturnType<typeof managersPace>;

/** Lets a command in once the managers keep pace (see `waitIfBehind`). */
export const keepPace =
  (pace: ManagersPace): RequestHandler =>
  (_req, _res, next) => {
    const waiting = pace.waitIfBehind();
    if (waiting) void waiting.then(() => next());
    else next();
  };

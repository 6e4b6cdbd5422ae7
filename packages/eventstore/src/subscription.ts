import { logger } from '@harambee/database';
import type { DomainEvent } from './event-catalogue';
import type { EventStore, LogPosition, StoredEvent } from './event-store';
import { Wakeup } from './wakeup';

type SubscribeOptions<E extends DomainEvent, M> = Parameters<EventStore<E, M>['subscribe']>[0];
type ReadAll<E extends DomainEvent, M> = (
  after: LogPosition,
  limit: number,
) => Promise<StoredEvent<E, M>[]>;
/** Calls `wake` whenever something may have been appended; resolves to the way to stop listening. */
export type ListenForAppends = (wake: () => void) => Promise<() => Promise<void>>;

/** Polls as well as listening: an append held back by an older open transaction sends no further wake-up. */
const POLL_INTERVAL_MS = 250;
const DEFAULT_BATCH_SIZE = 200;
const backoffMs = (failures: number) => Math.min(100 * 2 ** (failures - 1), 5_000);

const logFailure = (error: unknown) =>
  logger.error('Event subscription batch failed; retrying', {
    error: error instanceof Error ? error.message : String(error),
  });

const report = (onError: (error: unknown) => void, error: unknown) => {
  try {
    onError(error);
  } catch (failure) {
    logFailure(failure);
  }
};

/** Catches up from `from`, then follows the log; the position moves only once `onBatch` has resolved. */
export const follow = async <E extends DomainEvent, M>(
  listen: ListenForAppends,
  readAll: ReadAll<E, M>,
  options: SubscribeOptions<E, M>,
) => {
  const { onBatch, batchSize = DEFAULT_BATCH_SIZE, onError = logFailure } = options;
  const wakeup = new Wakeup();
  let running = true;
  const unlisten = await listen(() => wakeup.signal());

  const backOff = async (ms: number) => {
    const until = Date.now() + ms;
    while (running && Date.now() < until) await wakeup.sleep(until - Date.now());
  };

  const run = async () => {
    let position = options.from;
    let failures = 0;
    while (running) {
      try {
        const events = await readAll(position, batchSize);
        if (!running) return;
        const last = events.at(-1);
        if (last) {
          await onBatch(events);
          position = last.position;
          failures = 0;
        }
        if (events.length < batchSize) await wakeup.sleep(POLL_INTERVAL_MS);
      } catch (error) {
        failures += 1;
        report(onError, error);
        await backOff(backoffMs(failures));
      }
    }
  };

  const done = run();
  return {
    stop: async () => {
      running = false;
      wakeup.signal();
      await done;
      await unlisten();
    },
  };
};

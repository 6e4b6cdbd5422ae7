import type { LogPosition } from '@harambee/eventstore';
import type { EventStore, StoredEvent } from '@harambee/events';

/** The log after a position, in batches of at most `size` events, in order. */
export type LogBatches = (from: LogPosition, size: number) => AsyncGenerator<StoredEvent[]>;

/** Quietens a read that is awaited later, so its failure while a batch is being applied is not reported twice. */
export const readAhead = <T>(read: Promise<T>) => {
  read.catch(() => undefined);
  return read;
};

/** The batches `read` gives, the next one read while the last one is applied. */
export const batchesReadAhead = (
  read: (after: LogPosition, limit: number) => Promise<StoredEvent[]>,
): LogBatches =>
  async function* (from, size) {
    let next = readAhead(read(from, size));
    for (;;) {
      const events = await next;
      if (events.length === 0) return;
      next = readAhead(read(events.at(-1)!.position, size));
      yield events;
    }
  };

/** The store's own reads on this thread. */
export const storeBatches = (store: EventStore): LogBatches =>
  batchesReadAhead((after, limit) => store.readAll(after, limit));

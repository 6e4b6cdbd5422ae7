import type { DomainEvent, EventCatalogue } from '../event-catalogue';
import {
  ConcurrencyError,
  DuplicateEventError,
  type EventStore,
  type ExpectedVersion,
  LOG_START,
  type StoredEvent,
  type StreamWrite,
} from '../event-store';
import { mergeStreamWrites } from '../checked-writes';
import { comparePositions } from '../log-position';
import { afterVersion, keptOfTypes } from '../read-events';
import { follow } from '../subscription';
import { validateEvent } from '../validate-event';

const clash = (expected: ExpectedVersion, actual: number) =>
  expected !== 'any' && (expected === 'no_stream' ? actual !== 0 : expected !== actual);

/**
 * The EventStore port in memory, for tests that run thousands of command sequences (money-sequences): the same
 * checks against the catalogue, expected versions and event ids as the PostgreSQL store, one transaction per
 * append. Personal fields stay opened; rows written `alongside` an append (the mail outbox) are not kept.
 */
export const createInMemoryEventStore = <E extends DomainEvent, M>(
  catalogue: EventCatalogue<E, M>,
  clock: () => Date = () => new Date(),
): EventStore<E, M> & { all: () => readonly StoredEvent<E, M>[] } => {
  const log: StoredEvent<E, M>[] = [];
  const streams = new Map<string, StoredEvent<E, M>[]>();
  const ids = new Set<string>();
  const listeners = new Set<() => void>();
  let transaction = 0;

  const readStream = async (streamId: string) => {
    const events = streams.get(streamId) ?? [];
    return { version: events.length, events: [...events] };
  };
  const readAll = async (after: { transactionId: string; globalPosition: string }, limit: number) =>
    log.filter((event) => comparePositions(event.position, after) > 0).slice(0, limit);

  const store = (writes: StreamWrite<E, M>[]) => {
    const checked = mergeStreamWrites(writes).map((write) => ({
      ...write,
      events: write.events.map((event) => validateEvent(catalogue, event)),
    }));
    const eventIds = checked.flatMap((write) => write.events.map((event) => event.id));
    const stored = eventIds.filter((id) => ids.has(id));
    if (stored.length === eventIds.length && eventIds.length > 0) return;
    const repeated = eventIds.filter((id, index) => eventIds.indexOf(id) !== index);
    if (stored.length > 0 || repeated.length > 0)
      throw new DuplicateEventError([...new Set([...stored, ...repeated])]);
    for (const { streamId, expected } of checked) {
      const actual = streams.get(streamId)?.length ?? 0;
      if (clash(expected, actual)) throw new ConcurrencyError(streamId, expected, actual);
    }
    transaction += 1;
    const recordedAt = clock().toISOString();
    for (const { streamId, events } of checked) {
      const stream = streams.get(streamId) ?? [];
      streams.set(streamId, stream);
      for (const event of events) {
        const position = {
          transactionId: String(transaction),
          globalPosition: String(log.length + 1),
        };
        const storedEvent = {
          ...event,
          streamId,
          streamVersion: stream.length + 1,
          position,
          recordedAt,
        } as StoredEvent<E, M>;
        stream.push(storedEvent);
        log.push(storedEvent);
        ids.add(event.id);
      }
    }
  };

  return {
    all: () => log,
    readStream,
    readStreams: async (streamIds, after = {}) =>
      streamIds.map((streamId) =>
        afterVersion(streams.get(streamId) ?? [], streamId, after[streamId] ?? 0),
      ),
    streamVersion: async (streamId) => streams.get(streamId)?.length ?? 0,
    readByType: async (types, where = {}, after = LOG_START) =>
      log.filter(
        (event) =>
          (types as readonly string[]).includes(event.type) &&
          comparePositions(event.position, after) > 0 &&
          Object.entries(where).every(
            ([field, value]) => (event.data as Record<string, unknown>)[field] === value,
          ),
      ) as never,
    head: async () => log.at(-1)?.position ?? LOG_START,
    append: async (writes) => {
      store(writes);
      listeners.forEach((wake) => wake());
      return { lastPosition: log.at(-1)?.position ?? LOG_START };
    },
    readAll,
    readAllOf: keptOfTypes(readAll),
    subscribe: (options) =>
      follow(
        async (wake) => {
          listeners.add(wake);
          return async () => void listeners.delete(wake);
        },
        readAll,
        options,
      ),
  };
};

import type { DomainEvent, EventCatalogue } from './event-catalogue';
import {
  DuplicateEventError,
  RepeatedStreamError,
  type ExpectedVersion,
  type StreamWrite,
} from './event-store';
import { mapInTurns } from './in-turns';
import { sealEvents } from './personal-data-events';
import type { PersonalDataVault, sealWith } from './personal-data-vault';
import { validateEvent, type ValidEvent } from './validate-event';

export type CheckedWrite<E extends DomainEvent, M> = Omit<StreamWrite<E, M>, 'events'> & {
  events: ValidEvent<E, M>[];
  /** Base64 data keys by subject that the append stores with its events (PostgreSQL). */
  keys?: Record<string, string>;
};

/** By a set: a batch of a thousand receipts names two thousand ids, and each one's indexOf took 100 ms in all. */
const repeatedIds = (ids: string[]) => {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  return [...repeated];
};

/** The version a stream is at after a write that expected `expected`, when that is known before writing. */
const versionAfter = (expected: ExpectedVersion, written: number) =>
  expected === 'any' ? undefined : (expected === 'no_stream' ? 0 : expected) + written;

const follows = (expected: ExpectedVersion, version: number | undefined) =>
  expected === 'any' ||
  (version !== undefined && (expected === 'no_stream' ? 0 : expected) === version);

type AnyWrite = { streamId: string; expected: ExpectedVersion; events: unknown[] };

/**
 * Two writes to one stream in one append become one write, its events in order, when the second's expected
 * version is where the first leaves the stream (or `any`); otherwise, and for two names that differ only in
 * case, the append is refused: KurrentDB takes one stream per append, case-insensitively, and PostgreSQL must
 * answer the same.
 */
export const mergeStreamWrites = <W extends AnyWrite>(writes: W[]): W[] => {
  const merged = new Map<string, W>();
  for (const write of writes) {
    const key = write.streamId.toLowerCase();
    const earlier = merged.get(key);
    if (!earlier) {
      merged.set(key, write);
      continue;
    }
    if (earlier.streamId !== write.streamId)
      throw new RepeatedStreamError(
        write.streamId,
        `${earlier.streamId} differs from it only in case`,
      );
    if (!follows(write.expected, versionAfter(earlier.expected, earlier.events.length)))
      throw new RepeatedStreamError(
        write.streamId,
        'the second expected version cannot follow the first',
      );
    merged.set(key, { ...earlier, events: [...earlier.events, ...write.events] });
  }
  return [...merged.values()];
};

/**
 * What every engine does before it writes: merge writes to one stream, seal the personal fields, check each event
 * against the catalogue (giving it its id and schema version), and refuse an append that names one event id twice.
 */
export const checkWrites = async <E extends DomainEvent, M>(
  catalogue: EventCatalogue<E, M>,
  vault: Pick<PersonalDataVault, 'keys'>,
  writes: StreamWrite<E, M>[],
  sealValue?: typeof sealWith,
): Promise<CheckedWrite<E, M>[]> => {
  const merged = mergeStreamWrites(writes);
  // One read of the keys for the whole append, however many writes: one connection, one round trip.
  const sealed = await sealEvents(
    vault,
    catalogue.personalFieldsOf,
    merged.flatMap((write) => write.events),
    sealValue,
  );
  const valid = await mapInTurns(sealed, (event) => validateEvent(catalogue, event));
  let checkedSoFar = 0;
  const checked = merged.map((write) => ({
    ...write,
    events: valid.slice(checkedSoFar, (checkedSoFar += write.events.length)),
  }));
  const repeated = repeatedIds(checked.flatMap((write) => write.events.map((event) => event.id)));
  if (repeated.length > 0) throw new DuplicateEventError(repeated);
  return checked;
};

import {
  AppendConsistencyViolationError,
  BACKWARDS,
  END,
  ErrorType,
  STREAM_STATE,
  WrongExpectedVersionError,
  type AppendRecordInput,
  type ConsistencyCheck,
  type KurrentDBClient,
  type ReadStreamOptions,
} from '@kurrent/kurrentdb-client';
import type { CheckedWrite } from '../checked-writes';
import type { DomainEvent } from '../event-catalogue';
import { ConcurrencyError, DuplicateEventError, LOG_START, type LogPosition } from '../event-store';
import { comparePositions } from '../log-position';
import { indexLinks } from './index-streams';
import {
  appendedPosition,
  isSystemEvent,
  toEventData,
  toLogPosition,
  toStreamState,
  toVersion,
  type KurrentRecord,
} from './kurrentdb-mapping';

export type AppendClient = Pick<KurrentDBClient, 'readStream' | 'appendRecords'>;

/** How often an append whose `any` streams moved under it is tried again at their new end. */
const ANY_ATTEMPTS = 5;

export const isMissingStream = (error: unknown) =>
  (error as { type?: string }).type === ErrorType.STREAM_NOT_FOUND;

/** Some records of a stream, never its whole length: from a revision forwards, or its last ones. */
export const readSome = async (
  client: Pick<KurrentDBClient, 'readStream'>,
  streamId: string,
  options: ReadStreamOptions,
) => {
  const records: KurrentRecord[] = [];
  try {
    for await (const { event } of client.readStream(streamId, options))
      if (event && !isSystemEvent(event.type)) records.push(event);
  } catch (error) {
    if (!isMissingStream(error)) throw error;
  }
  return records;
};

const latest = (records: KurrentRecord[]) =>
  records
    .map((record) => (record.position ? toLogPosition(record.position) : LOG_START))
    .reduce((max, position) => (comparePositions(position, max) > 0 ? position : max), LOG_START);

/** A write with the revision its first event takes. */
type Placed<E extends DomainEvent, M> = CheckedWrite<E, M> & { from: bigint };

const ownIds = <E extends DomainEvent, M>(write: CheckedWrite<E, M>) =>
  new Set(write.events.map((event) => event.id));

/** Where a write's events are when they are all already stored among `records`; refuses a partial overlap. */
const alreadyStored = <E extends DomainEvent, M>(
  write: CheckedWrite<E, M>,
  records: KurrentRecord[],
) => {
  const ids = ownIds(write);
  const stored = records.filter((record) => ids.has(record.id));
  if (stored.length === 0) return undefined;
  if (stored.length < ids.size) throw new DuplicateEventError(stored.map((record) => record.id));
  return stored;
};

/** A link to each event in the index stream of every indexed field it holds. */
const linksOf = <E extends DomainEvent, M>(write: Placed<E, M>): AppendRecordInput[] =>
  write.events.flatMap((event, index) =>
    indexLinks(event.data, write.from + BigInt(index), write.streamId),
  );

/**
 * The links first, then the events in the order of the writes (appendRecords keeps it in the log): the append's
 * position is then its last event's, the one reading the log by position finds.
 */
const recordsOf = <E extends DomainEvent, M>(placed: Placed<E, M>[]): AppendRecordInput[] => [
  ...placed.flatMap(linksOf),
  ...placed.flatMap((write) =>
    write.events.map((event) => ({ streamName: write.streamId, record: toEventData(event) })),
  ),
];

const stateCheck = (streamName: string, from: bigint): ConsistencyCheck => ({
  type: STREAM_STATE,
  streamName,
  expectedState: toStreamState(Number(from)),
});

/** The streams that refused the append and where they are, from either error the server answers with. */
const clashesOf = (error: unknown) => {
  if (error instanceof AppendConsistencyViolationError)
    return error.violations.map(({ streamName, actualState }) => ({ streamName, actualState }));
  if (error instanceof WrongExpectedVersionError)
    return [{ streamName: error.streamName, actualState: error.actualState }];
  return undefined;
};

/**
 * Appends checked writes in one `appendRecords`, each stream's expected version and each held stream's (a write
 * with no events) a consistency check of that same atomic append. Nothing is read before it but, for a stream
 * written at `any` version, its last few events (where a retry would have landed, and the revision the index links
 * point at). A refused append reads each stream from the revision it expected, as many events as it wrote: a
 * retry that already landed is recognised there.
 */
export const appendToKurrentDb = async <E extends DomainEvent, M>(
  client: AppendClient,
  writes: CheckedWrite<E, M>[],
  attempt = 1,
): Promise<{ lastPosition: LogPosition }> => {
  const written = writes.filter((write) => write.events.length > 0);
  const held = writes.filter((write) => write.events.length === 0 && write.expected !== 'any');
  const placed: Placed<E, M>[] = [];
  for (const write of written) {
    if (write.expected !== 'any') {
      placed.push({ ...write, from: BigInt(write.expected === 'no_stream' ? 0 : write.expected) });
      continue;
    }
    const tail = await readSome(client, write.streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: write.events.length,
    });
    const landed = alreadyStored(write, tail);
    if (landed) return { lastPosition: latest(landed) };
    placed.push({ ...write, from: tail[0] ? tail[0].revision + 1n : 0n });
  }
  const checks = [
    ...placed.map((write) => stateCheck(write.streamId, write.from)),
    ...held.map((write) =>
      stateCheck(write.streamId, BigInt(write.expected === 'no_stream' ? 0 : write.expected)),
    ),
  ];
  if (placed.length === 0) return holdOnly(client, held);
  try {
    const appended = await client.appendRecords(recordsOf(placed), checks);
    // A write the server took for a retry of its own reports no position: the events tell where they are.
    return { lastPosition: appendedPosition(appended) ?? (await landedAt(client, placed)) };
  } catch (error) {
    const clashes = clashesOf(error);
    if (!clashes) throw error;
    const landed = await landedAt(client, placed);
    if (comparePositions(landed, LOG_START) > 0) return { lastPosition: landed };
    const expectedOf = (streamName: string) =>
      writes.find((write) => write.streamId === streamName)?.expected ?? 'any';
    const fixed = clashes.find((clash) => expectedOf(clash.streamName) !== 'any');
    // Only streams written at `any` version moved under the append: their new end is read and it is tried again.
    if (!fixed && attempt < ANY_ATTEMPTS) return appendToKurrentDb(client, writes, attempt + 1);
    const clash = fixed ?? clashes[0]!;
    throw new ConcurrencyError(
      clash.streamName,
      expectedOf(clash.streamName),
      toVersion(clash.actualState),
    );
  }
};

/**
 * Where an append's events are, read from the revision each write expected, as many as it wrote: all of them are
 * there when the append (or a retry of it) landed, none when another writer got there first.
 */
const landedAt = async <E extends DomainEvent, M>(
  client: Pick<KurrentDBClient, 'readStream'>,
  placed: Placed<E, M>[],
) => {
  const found = await Promise.all(
    placed.map(async (write) =>
      alreadyStored(
        write,
        await readSome(client, write.streamId, {
          fromRevision: write.from,
          maxCount: write.events.length,
        }),
      ),
    ),
  );
  return found.every((records) => records !== undefined)
    ? latest(found.flatMap((records) => records ?? []))
    : LOG_START;
};

/**
 * An append that only holds streams writes nothing, and KurrentDB appends no empty transaction: each held stream's
 * end is read and compared (nothing is written, so nothing can land against a stream that moved).
 */
const holdOnly = async <E extends DomainEvent, M>(
  client: Pick<KurrentDBClient, 'readStream'>,
  held: CheckedWrite<E, M>[],
) => {
  for (const write of held) {
    const [last] = await readSome(client, write.streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    });
    const actual = last ? Number(last.revision) + 1 : 0;
    if (actual !== (write.expected === 'no_stream' ? 0 : write.expected))
      throw new ConcurrencyError(write.streamId, write.expected, actual);
  }
  return { lastPosition: LOG_START };
};

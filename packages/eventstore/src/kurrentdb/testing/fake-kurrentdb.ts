import {
  AppendConsistencyViolationError,
  ErrorType,
  type AppendRecordInput,
  type AppendRecordsResult,
  type ConsistencyCheck,
  type Filter,
  type ProjectionDetails,
  type ReadAllOptions,
  type ReadStreamOptions,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { KurrentDbClient } from '../kurrentdb-event-store';
import type { KurrentRecord } from '../kurrentdb-mapping';
import { TYPE_INDEX_STREAM } from '../type-index';

type Stored = KurrentRecord & { position: { commit: bigint; prepare: bigint } };

async function* resolved(records: Stored[], streamName?: string): AsyncGenerator<ResolvedEvent> {
  if (streamName !== undefined)
    throw Object.assign(new Error(`${streamName} not found`), {
      type: ErrorType.STREAM_NOT_FOUND,
    });
  for (const event of records) yield { event } as ResolvedEvent;
}

const byPosition = (a: Stored, b: Stored) =>
  a.position.commit === b.position.commit ? 0 : a.position.commit < b.position.commit ? -1 : 1;

/** An event-type filter on `$all` as the server applies it: the type matches the regex, or starts with a prefix. */
const passes = (filter: Filter, type: string) =>
  'regex' in filter
    ? new RegExp(filter.regex).test(type)
    : filter.prefixes.some((prefix) => type.startsWith(prefix));

type Append = { records: AppendRecordInput[]; checks: ConsistencyCheck[] };

/** The wire's stream state: a revision, or -1 for no stream (the client parses the violation from it). */
const wireState = (state: unknown) =>
  typeof state === 'bigint' ? state.toString() : state === 'no_stream' ? '-1' : '-2';

/** What the server answers when a consistency check fails, as the client builds it from the gRPC error details. */
export const consistencyViolation = (
  violations: { checkIndex: number; streamName: string; expected: unknown; actual: unknown }[],
) =>
  new AppendConsistencyViolationError(
    { message: 'Append consistency violation' } as ConstructorParameters<
      typeof AppendConsistencyViolationError
    >[0],
    {
      violationsList: violations.map(({ checkIndex, streamName, expected, actual }) => ({
        checkIndex,
        streamState: {
          stream: streamName,
          expectedState: wireState(expected),
          actualState: wireState(actual),
        },
      })),
    },
  );

/** A stream's records as a read asks for them: from a revision (END, or none: its start) in a direction, at most so many. */
const slice = (own: Stored[], options: ReadStreamOptions = {}) => {
  const backwards = options.direction === 'backwards';
  const from = options.fromRevision;
  const ordered = backwards ? [...own].reverse() : own;
  const after =
    typeof from === 'bigint'
      ? ordered.filter((record) => (backwards ? record.revision <= from : record.revision >= from))
      : ordered;
  return after.slice(0, Number(options.maxCount ?? Number.MAX_SAFE_INTEGER));
};

/**
 * A KurrentDB at the client's boundary, for what no server here can show: the records it holds (with their $all
 * positions), what each append asked for, how many records reads gave back, and what the $by_event_type projection
 * reports. Appends check their consistency checks and store their records (links too, resolved on reads that ask);
 * `onAppend` replaces that answer (the position KurrentDB gives back).
 */
export const fakeKurrentDb = () => {
  const records: Stored[] = [];
  const appends: Append[] = [];
  const reads: { stream: string; options?: ReadStreamOptions }[] = [];
  const scans: ReadAllOptions[] = [];
  let served = 0;
  let projection: Pick<ProjectionDetails, 'position' | 'projectionStatus'> = {
    position: 'C:0/P:0',
    projectionStatus: 'Running',
  };
  const streamOf = (streamId: string) =>
    records.filter((record) => record.streamId === streamId).sort(byPosition);
  const revisionOf = (streamId: string) => streamOf(streamId).at(-1)?.revision ?? 'no_stream';
  const resolve = (record: Stored) => {
    if (record.type !== '$>') return record;
    const [revision, ...stream] = new TextDecoder().decode(record.data as Uint8Array).split('@');
    return streamOf(stream.join('@')).find((target) => target.revision === BigInt(revision!))!;
  };
  const store = async ({ records: written, checks }: Append): Promise<AppendRecordsResult> => {
    const violations = checks.flatMap((check, checkIndex) => {
      const actual = revisionOf(check.streamName);
      return check.expectedState === 'any' || check.expectedState === actual
        ? []
        : [{ checkIndex, streamName: check.streamName, expected: check.expectedState, actual }];
    });
    if (violations.length > 0) throw consistencyViolation(violations);
    let position = records.reduce(
      (max, record) => (record.position.commit > max ? record.position.commit : max),
      0n,
    );
    for (const { streamName, record } of written) {
      const last = revisionOf(streamName);
      position += 1n;
      records.push({
        streamId: streamName,
        revision: last === 'no_stream' ? 0n : last + 1n,
        id: record.id,
        type: record.type,
        created: new Date(),
        data: record.data,
        metadata: record.metadata,
        position: { commit: position, prepare: position },
      });
    }
    return { position, responses: [] };
  };
  let answerAppend = store;
  const client: KurrentDbClient = {
    readStream: ((stream: string, options?: ReadStreamOptions) => {
      reads.push({ stream, options });
      const own = stream.startsWith(TYPE_INDEX_STREAM)
        ? records
            .filter((record) => record.type === stream.slice(TYPE_INDEX_STREAM.length))
            .sort(byPosition)
        : streamOf(stream);
      const read = slice(own, options).map((record) =>
        options?.resolveLinkTos ? resolve(record) : record,
      );
      served += read.length;
      return resolved(read, own.length === 0 ? stream : undefined);
    }) as KurrentDbClient['readStream'],
    readAll: ((options: ReadAllOptions = {}) => {
      scans.push(options);
      const inOrder = [...records]
        .filter((record) => !options.filter || passes(options.filter, record.type))
        .sort(byPosition);
      const from = options.fromPosition;
      const after =
        typeof from === 'object' && options.direction !== 'backwards'
          ? inOrder.filter((record) => record.position.commit >= from.commit)
          : inOrder;
      const read = (options.direction === 'backwards' ? after.reverse() : after).slice(
        0,
        Number(options.maxCount ?? Number.MAX_SAFE_INTEGER),
      );
      return resolved(read);
    }) as KurrentDbClient['readAll'],
    appendRecords: async (written, checks = []) => {
      appends.push({ records: written, checks });
      return answerAppend({ records: written, checks });
    },
    subscribeToAll: (() => {
      throw new Error('not used here');
    }) as KurrentDbClient['subscribeToAll'],
    getProjectionStatus: async () => projection as ProjectionDetails,
  };
  return {
    client,
    records,
    appends,
    reads,
    scans,
    /** How many records reads of streams have given back so far. */
    served: () => served,
    /** A record in a stream at an $all position, written by us or by another writer. */
    hold: (record: Omit<Stored, 'position'>, position: bigint) =>
      records.push({ ...record, position: { commit: position, prepare: position } }),
    /** What appends answer from now on; `store` (given) is what the server does. */
    onAppend: (
      answer: (append: Append, store: typeof answerAppend) => Promise<AppendRecordsResult>,
    ) => {
      answerAppend = (append) => answer(append, store);
    },
    projectionAt: (
      position: string,
      projectionStatus: ProjectionDetails['projectionStatus'] = 'Running',
    ) => {
      projection = { position, projectionStatus };
    },
  };
};

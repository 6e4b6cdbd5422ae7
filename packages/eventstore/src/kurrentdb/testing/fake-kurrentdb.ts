import {
  ErrorType,
  type AppendStreamRequest,
  type MultiAppendResult,
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
  if (streamName !== undefined && records.length === 0)
    throw Object.assign(new Error(`${streamName} not found`), {
      type: ErrorType.STREAM_NOT_FOUND,
    });
  for (const event of records) yield { event } as ResolvedEvent;
}

const byPosition = (a: Stored, b: Stored) =>
  a.position.commit === b.position.commit ? 0 : a.position.commit < b.position.commit ? -1 : 1;

/**
 * A KurrentDB at the client's boundary, for what no server here can show: the records it holds (with their $all
 * positions), what each append asked for, and what the $by_event_type projection reports. `answerAppend` decides
 * what an append answers (the position KurrentDB gives back).
 */
export const fakeKurrentDb = () => {
  const records: Stored[] = [];
  const appends: AppendStreamRequest[][] = [];
  const reads: { stream: string; options?: ReadStreamOptions }[] = [];
  const scans: ReadAllOptions[] = [];
  let projection: Pick<ProjectionDetails, 'position' | 'projectionStatus'> = {
    position: 'C:0/P:0',
    projectionStatus: 'Running',
  };
  let answerAppend = async (requests: AppendStreamRequest[]): Promise<MultiAppendResult> => ({
    position: 0n,
    responses: requests.map((request) => ({ streamName: request.streamName, revision: 0n })),
  });
  const client: KurrentDbClient = {
    readStream: ((stream: string, options?: ReadStreamOptions) => {
      reads.push({ stream, options });
      const own = stream.startsWith(TYPE_INDEX_STREAM)
        ? records.filter((record) => record.type === stream.slice(TYPE_INDEX_STREAM.length))
        : records.filter((record) => record.streamId === stream);
      return resolved(own.sort(byPosition), stream);
    }) as KurrentDbClient['readStream'],
    readAll: ((options: ReadAllOptions = {}) => {
      scans.push(options);
      const inOrder = [...records].sort(byPosition);
      return resolved(options.direction === 'backwards' ? inOrder.reverse() : inOrder);
    }) as KurrentDbClient['readAll'],
    multiStreamAppend: async (requests) => {
      appends.push(requests);
      return answerAppend(requests);
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
    /** A record in a stream at an $all position, written by us or by another writer. */
    hold: (record: Omit<Stored, 'position'>, position: bigint) =>
      records.push({ ...record, position: { commit: position, prepare: position } }),
    onAppend: (answer: typeof answerAppend) => {
      answerAppend = answer;
    },
    projectionAt: (
      position: string,
      projectionStatus: ProjectionDetails['projectionStatus'] = 'Running',
    ) => {
      projection = { position, projectionStatus };
    },
  };
};

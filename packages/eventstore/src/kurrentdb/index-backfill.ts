import {
  excludeSystemEvents,
  START,
  type AppendRecordInput,
  type KurrentDBClient,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { LOG_START, type LogPosition } from '../event-store';
import { comparePositions } from '../log-position';
import { indexLinks, linkTarget } from './index-streams';
import { isMissingStream } from './kurrentdb-append';
import { recordData, toLogPosition, toReadPosition, type KurrentRecord } from './kurrentdb-mapping';

export type BackfillClient = Pick<KurrentDBClient, 'readAll' | 'readStream' | 'appendRecords'>;
export type BackfillProgress = { read: number; linked: number; position: LogPosition };

/** How many index streams' links are kept in memory at once; one pushed out is read again when next needed. */
const REMEMBERED_STREAMS = 10_000;
/** How many links one append writes at most. */
const LINKS_PER_APPEND = 500;

const collect = async (resolved: AsyncIterable<ResolvedEvent>) => {
  const records: KurrentRecord[] = [];
  for await (const { event } of resolved) if (event) records.push(event);
  return records;
};

/**
 * The links each index stream already holds, read forwards from where it was last read: a link an application
 * wrote with its event while the backfill ran is seen before the backfill would write it again.
 */
const linksHeld = (client: BackfillClient) => {
  const streams = new Map<string, { targets: Set<string>; next: bigint }>();
  const catchUp = async (streamName: string) => {
    const held = streams.get(streamName) ?? { targets: new Set<string>(), next: 0n };
    streams.delete(streamName);
    streams.set(streamName, held);
    if (streams.size > REMEMBERED_STREAMS) streams.delete(streams.keys().next().value!);
    try {
      for (const link of await collect(
        client.readStream(streamName, { fromRevision: held.next }),
      )) {
        held.targets.add(new TextDecoder().decode(link.data as Uint8Array));
        held.next = link.revision + 1n;
      }
    } catch (error) {
      if (!isMissingStream(error)) throw error;
    }
    return held.targets;
  };
  return {
    has: async (streamName: string, target: string) =>
      streams.get(streamName)?.targets.has(target) || (await catchUp(streamName)).has(target),
    add: (streamName: string, target: string) => streams.get(streamName)?.targets.add(target),
  };
};

/** A page of the log's own events after `after` ($all from a position is inclusive: the one at `after` is dropped). */
const pageAfter = async (client: BackfillClient, after: LogPosition, size: number) => {
  const records = await collect(
    client.readAll({
      fromPosition: comparePositions(after, LOG_START) > 0 ? toReadPosition(after) : START,
      maxCount: size + 1,
      filter: excludeSystemEvents(),
    }),
  );
  return records
    .filter(
      (record) => record.position && comparePositions(toLogPosition(record.position), after) > 0,
    )
    .slice(0, size);
};

/**
 * Writes the index-stream links a log lacks: for events appended before their fields were indexed (a log written
 * by an earlier version). Reads the whole log once, page by page, and links each event into every index stream it
 * belongs in unless that stream already links it, so it can run while the platform writes, be stopped, and be run
 * again (from the start, or from the position it last reported) without linking anything twice.
 */
export const backfillIndexStreams = async (
  client: BackfillClient,
  {
    from = LOG_START,
    pageSize = 1000,
    onPage = () => {},
  }: {
    from?: LogPosition;
    pageSize?: number;
    onPage?: (progress: BackfillProgress) => void | Promise<void>;
  } = {},
): Promise<BackfillProgress> => {
  const held = linksHeld(client);
  const progress = { read: 0, linked: 0, position: from };
  for (;;) {
    const page = await pageAfter(client, progress.position, pageSize);
    if (page.length === 0) return progress;
    const missing: AppendRecordInput[] = [];
    for (const record of page)
      for (const link of indexLinks(recordData(record), record.revision, record.streamId))
        if (!(await held.has(link.streamName, linkTarget(record.revision, record.streamId))))
          missing.push(link);
    for (let start = 0; start < missing.length; start += LINKS_PER_APPEND)
      await client.appendRecords(missing.slice(start, start + LINKS_PER_APPEND));
    for (const link of missing)
      held.add(link.streamName, new TextDecoder().decode(link.record.data as Uint8Array));
    progress.read += page.length;
    progress.linked += missing.length;
    progress.position = toLogPosition(page.at(-1)!.position!);
    await onPage({ ...progress });
  }
};

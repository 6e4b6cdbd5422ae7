import type { KurrentDBClient, ProjectionDetails } from '@kurrent/kurrentdb-client';
import { LOG_START, type LogPosition } from '../event-store';
import { comparePositions } from '../log-position';

/** KurrentDB's system projection that links every event into `$et-{type}`: readByType reads those streams. */
export const TYPE_INDEX_PROJECTION = '$by_event_type';
export const TYPE_INDEX_STREAM = '$et-';

/** How long a read by type waits for the projection to reach the head of the log before it gives up. */
export const TYPE_INDEX_WAIT_MS = 10_000;
/** How long a store opening waits for the projection to run. */
export const TYPE_INDEX_START_MS = 30_000;
const POLL_MS = 50;

export const TYPE_INDEX_NOT_RUNNING = `KurrentDB's ${TYPE_INDEX_PROJECTION} projection is not running: Harambee reads events by type from its $et- streams. Start KurrentDB with KURRENTDB_RUN_PROJECTIONS=System and KURRENTDB_START_STANDARD_PROJECTIONS=true (or enable the projection)`;

type Projections = Pick<KurrentDBClient, 'getProjectionStatus'>;

/** The $all position a projection has processed, from its status (`C:<commit>/P:<prepare>`, a phase or streams around it). */
export const processedPosition = (position: string): LogPosition | undefined => {
  const [, commit, prepare] = /C:(-?\d+)\/P:(-?\d+)/.exec(position) ?? [];
  return commit === undefined || prepare === undefined
    ? undefined
    : { transactionId: commit, globalPosition: prepare };
};

const isRunning = (details: ProjectionDetails) => details.projectionStatus === 'Running';

const statusOf = (client: Projections) =>
  client.getProjectionStatus(TYPE_INDEX_PROJECTION).catch(() => undefined);

const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

/**
 * Refuses a server whose $by_event_type projection is missing or stopped (reads by type would find nothing), once
 * it has had `waitMs` to start: a server just up starts its projections a moment after it answers.
 */
export const requireTypeIndex = async (client: Projections, waitMs = TYPE_INDEX_START_MS) => {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const details = await statusOf(client);
    if (details && isRunning(details)) return;
    if (Date.now() >= deadline) throw new Error(TYPE_INDEX_NOT_RUNNING);
    await pause();
  }
};

const caughtUp = (details: ProjectionDetails, head: LogPosition) => {
  const processed = processedPosition(details.position);
  return processed !== undefined && comparePositions(processed, head) >= 0;
};

/**
 * Resolves once the projection has processed the log up to `head`, so a read by type sees every event appended
 * before it, as on PostgreSQL; throws after `waitMs` saying how far it got.
 */
export const awaitTypeIndex = async (
  client: Projections,
  head: LogPosition,
  waitMs = TYPE_INDEX_WAIT_MS,
) => {
  if (comparePositions(head, LOG_START) === 0) return;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const details = await client.getProjectionStatus(TYPE_INDEX_PROJECTION);
    if (caughtUp(details, head)) return;
    if (!isRunning(details)) throw new Error(TYPE_INDEX_NOT_RUNNING);
    if (Date.now() >= deadline)
      throw new Error(
        `KurrentDB's ${TYPE_INDEX_PROJECTION} projection is at ${details.position}, behind the log's head C:${head.transactionId}/P:${head.globalPosition}, after ${waitMs} ms`,
      );
    await pause();
  }
};

import { comparePositions, type LogPosition } from '@harambee/eventstore';

/** A place in the log, with when the first event after it was recorded (null when none is). */
export type LogPlace = LogPosition & { nextRecordedAtMs: number | null };

/** The log's newest event and each process manager's checkpoint, read in one statement at `atMs`. */
export type ManagerPlaces = {
  atMs: number;
  head: LogPlace;
  managers: { name: string; at: LogPlace }[];
};

export type ManagerLag = {
  name: string;
  /** How long the oldest event it had not yet passed had been in the log, at the first reading after the stop. */
  behindAtStopMs: number;
  /** From the load's end until a reading showed its checkpoint at the log's head of the first reading. */
  caughtUpAfterMs: number | undefined;
  /** The most it was behind in the readings taken while the load ran (NaN without one). */
  mostBehindDuringMs: number;
};

/** How long the oldest event after the place had been in the log when it was read; 0 with none after it. */
const behindMs = (reading: ManagerPlaces, at: LogPlace) =>
  at.nextRecordedAtMs === null ? 0 : Math.max(0, reading.atMs - at.nextRecordedAtMs);

/**
 * How far behind each process manager was when the load stopped, from readings of the places taken from then
 * on (the first as soon after the stop as the server answered) and those taken while the load ran. A checkpoint
 * seen at or past the first reading's head has handled everything the load appended; that time counts from the
 * stop, so a late first reading only makes a manager look further behind.
 */
export const managersBehind = (
  stoppedAtMs: number,
  readings: readonly ManagerPlaces[],
  during: readonly ManagerPlaces[],
): ManagerLag[] => {
  const [first] = readings;
  if (!first) return [];
  const { head } = first;
  return first.managers.map(({ name, at }) => {
    const caughtUp = readings.find((reading) =>
      reading.managers.some(
        (manager) => manager.name === name && comparePositions(manager.at, head) >= 0,
      ),
    );
    const behindDuring = during
      .filter((reading) => reading.atMs <= stoppedAtMs)
      .flatMap((reading) =>
        reading.managers
          .filter((manager) => manager.name === name)
          .map((manager) => behindMs(reading, manager.at)),
      );
    return {
      name,
      behindAtStopMs: behindMs(first, at),
      caughtUpAfterMs: caughtUp && Math.max(0, caughtUp.atMs - stoppedAtMs),
      mostBehindDuringMs: behindDuring.length > 0 ? Math.max(...behindDuring) : Number.NaN,
    };
  });
};

/** True once every manager of the reading is at or past `head`. */
const allAt = (reading: ManagerPlaces, head: LogPosition) =>
  reading.managers.every((manager) => comparePositions(manager.at, head) >= 0);

const POLL_MS = 100;
const SAMPLE_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the places every SAMPLE_MS while the load runs; the returned function ends it and gives the readings. */
export const sampleManagers = (read: () => Promise<ManagerPlaces>) => {
  const readings: ManagerPlaces[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      readings.push(await read());
      await sleep(SAMPLE_MS);
    }
  })();
  // A failed reading fails the measure when it ends, not the process meanwhile.
  done.catch(() => undefined);
  return async () => {
    running = false;
    await done;
    return readings;
  };
};

/**
 * Waits, at most `seconds`, until a reading shows every manager at the log's head, so a load starts with none of
 * the work before it (the benchmark campaigns' approvals) left; true when they got there.
 */
export const waitForManagers = async (read: () => Promise<ManagerPlaces>, seconds: number) => {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const reading = await read();
    if (allAt(reading, reading.head)) return true;
    if (Date.now() >= deadline) return false;
    await sleep(POLL_MS);
  }
};

/**
 * Reads the places every POLL_MS from now until every manager has reached the first reading's head, or `seconds`;
 * `during` are the readings taken while the load ran.
 */
export const followManagers = async (
  read: () => Promise<ManagerPlaces>,
  stoppedAtMs: number,
  seconds: number,
  during: Promise<readonly ManagerPlaces[]>,
) => {
  const readings = [await read()];
  const { head } = readings[0]!;
  const deadline = Date.now() + seconds * 1000;
  while (!allAt(readings.at(-1)!, head) && Date.now() < deadline) {
    await sleep(POLL_MS);
    readings.push(await read());
  }
  return {
    firstReadAfterMs: readings[0]!.atMs - stoppedAtMs,
    managers: managersBehind(stoppedAtMs, readings, await during),
  };
};

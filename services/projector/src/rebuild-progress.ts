import type { LogPosition } from '@harambee/eventstore';

export type Progress = {
  label: string;
  /** Events (or other units) done so far. */
  done: number;
  /** The share of the whole done, 0 to 1. */
  share: number;
  elapsedMs: number;
};

const BAR_WIDTH = 30;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** One line of progress: a bar, the share done, the rate so far and the time left at that rate. */
export const progressLine = ({ label, done, share, elapsedMs }: Progress) => {
  const bounded = Math.min(1, Math.max(0, share));
  const seconds = Math.max(elapsedMs, 1) / 1000;
  const filled = Math.round(bounded * BAR_WIDTH);
  const left = bounded > 0 ? (seconds * (1 - bounded)) / bounded : undefined;
  return (
    `${label} [${'#'.repeat(filled)}${' '.repeat(BAR_WIDTH - filled)}] ${Math.floor(bounded * 100)} %  ` +
    `${count(done)} events  ${count(done / seconds)} events/s  ` +
    `${left === undefined ? '?' : count(left)} s left`
  );
};

/**
 * How far through the log a position is, against its head. Positions grow with the log on every engine (the
 * events' sequence on PostgreSQL, the log's bytes on KurrentDB), so the share is an estimate, not a count.
 */
export const shareOfLog = (position: LogPosition, head: LogPosition) => {
  const end = Number(head.globalPosition);
  return end > 0 ? Math.min(1, Number(position.globalPosition) / end) : 1;
};

/** A rebuild's progress for `onProgress`, written as one line rewritten in place on a terminal. */
export const rebuildProgress = (
  head: LogPosition,
  write: (text: string) => void,
  inPlace: boolean,
) => {
  const startedAt = Date.now();
  return (applied: number, position: LogPosition) => {
    const line = progressLine({
      label: 'rebuilding',
      done: applied,
      share: shareOfLog(position, head),
      elapsedMs: Date.now() - startedAt,
    });
    write(inPlace ? `\r${line}` : `${line}\n`);
  };
};

import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const cpuModel = () => {
  const line = readFileSync('/proc/cpuinfo', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('model name'));
  return line?.split(':')[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
};

const memoryGiB = () => {
  const line = readFileSync('/proc/meminfo', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('MemTotal:'));
  const kib = Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN);
  return Math.round((kib / 1024 / 1024) * 10) / 10;
};

const pgliteVersion = () => {
  try {
    const manifest = path.resolve(
      path.dirname(require.resolve('@electric-sql/pglite')),
      '..',
      'package.json',
    );
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
};

/** What the figures were taken on, read from /proc and the runtime. */
export const describeMachine = () => ({
  cpu: cpuModel(),
  cores: os.cpus().length,
  memoryGiB: memoryGiB(),
  kernel: `${os.type()} ${os.release()}`,
  node: process.version,
  pglite: pgliteVersion(),
  loadAverage: os.loadavg(),
});
export type Machine = ReturnType<typeof describeMachine>;

/** Busy and total CPU time of the whole machine, all cores, in clock ticks (from /proc/stat). */
export const machineCpuTimes = () => {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
};

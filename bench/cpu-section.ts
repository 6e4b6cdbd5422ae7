import { GARBAGE_COLLECTION, RUNTIME, UNMATCHED } from './cpu-attribution';
import { PARTS } from './cpu-parts';
import type { Machine } from './machine';
import { CPU_HEADING } from './results-section';
import type { Settings } from './settings';

/**
 * One profiled process under the donation load: the profile's time by part (µs), the CPU the OS counted for the
 * process meanwhile (µs), and the gifts acknowledged.
 */
export type ProfiledLoad = {
  gifts: number;
  seconds: number;
  cpuMicros: number;
  parts: Map<string, number>;
};

const ROWS = [...PARTS.map((part) => part.name), GARBAGE_COLLECTION, RUNTIME, UNMATCHED];

const sampled = (load: ProfiledLoad) =>
  [...load.parts.values()].reduce((sum, micros) => sum + micros, 0);
const rounded = (value: number) => Math.round(value).toLocaleString('en');
/**
 * A part's CPU per gift: its share of the profile's time times the CPU the OS counted. On a shared machine a sample's
 * interval also holds the time the thread waited for a core, so the profile's own sum overstates the CPU.
 */
const perGift = (load: ProfiledLoad, micros: number) =>
  rounded(((micros / sampled(load)) * load.cpuMicros) / load.gifts);
const share = (load: ProfiledLoad, micros: number) =>
  `${((micros / sampled(load)) * 100).toFixed(1)} %`;

const row = (name: string, server: ProfiledLoad, floor: ProfiledLoad) => {
  const micros = server.parts.get(name);
  const floorMicros = floor.parts.get(name);
  const serverCells = micros ? `${perGift(server, micros)} | ${share(server, micros)}` : ' | ';
  return `| ${name} | ${serverCells} | ${floorMicros ? perGift(floor, floorMicros) : ''} |`;
};

const loads = (averages: readonly number[]) => averages.map((load) => load.toFixed(2)).join(' ');
const described = (name: string, load: ProfiledLoad) =>
  `${name} ${load.gifts.toLocaleString('en')} gifts (${(load.gifts / load.seconds).toFixed(0)}/s over the ` +
  `profile's ${load.seconds.toFixed(0)} s), profile ${rounded(sampled(load) / load.gifts)} µs a gift, OS ` +
  `${rounded(load.cpuMicros / load.gifts)} µs`;

/** RESULTS.md's section of `npm run bench:profile`: CPU per gift by part, the server's beside the floor's. */
export const renderCpuSection = (run: {
  startedAt: Date;
  machine: Machine;
  loadAverageAfter: readonly number[];
  note: string;
  settings: Settings;
  floor: ProfiledLoad;
  server: ProfiledLoad & { settledAfter?: number };
}) => {
  const { machine, settings, floor, server } = run;
  const settled =
    server.settledAfter === undefined
      ? 'not quiet within the wait'
      : `quiet ${server.settledAfter.toFixed(0)} s after the load`;
  const lines = [
    CPU_HEADING,
    '',
    `Taken ${run.startedAt.toISOString()} with \`npm run bench:profile\` (method: [README.md](README.md)), ` +
      `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load average (1/5/15 min) at start ` +
      `${loads(machine.loadAverage)}, at end ${loads(run.loadAverageAfter)}.` +
      (run.note ? ` ${run.note}` : ''),
    '',
    `The bench's donation load (${settings.donationClients} clients, ` +
      `${settings.warmupSeconds + settings.donationSeconds} s, card path) on the floor and on the one-process ` +
      `server on PostgreSQL with its projector on the request loop (so one profile holds all its work), V8 profiling the main thread, the server's until its process managers were done ` +
      `(${settled}). ${described('Server', server)}; ${described('floor', floor)}. Each part is its share of the ` +
      'profile times the CPU the OS counted for the process.',
    '',
    '| part | server, µs per gift | share | floor, µs per gift |',
    '| --- | --- | --- | --- |',
    ...ROWS.filter((name) => server.parts.has(name) || floor.parts.has(name)).map((name) =>
      row(name, server, floor),
    ),
    `| **all** | **${rounded(server.cpuMicros / server.gifts)}** | 100 % | **${rounded(floor.cpuMicros / floor.gifts)}** |`,
  ];
  return `${lines.join('\n')}\n`;
};

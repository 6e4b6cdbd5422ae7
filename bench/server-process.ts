import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { ParentMessage, Role, ServerMessage, Usage } from './server';

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
// A PGlite server under load blocks its event loop for seconds at a time; a usage reading waits its turn.
const USAGE_TIMEOUT_MS = 60_000;

const nextMessage = <T extends ServerMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
) =>
  new Promise<Extract<ServerMessage, { type: T }>>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`bench server sent no "${type}" within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: ServerMessage) => {
      if (message.type === type) finish(undefined, message as Extract<ServerMessage, { type: T }>);
      if (message.type === 'failed') finish(new Error(`bench server failed: ${message.error}`));
    };
    const onExit = (code: number | null) =>
      finish(new Error(`bench server exited with ${code} before "${type}"`));
    function finish(error?: Error, message?: Extract<ServerMessage, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage).off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    }
    child.on('message', onMessage).once('exit', onExit);
  });

const exited = (child: ChildProcess, timeoutMs: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** Runs one role of bench/server.ts in a child process and waits until it serves. */
export const startServerProcess = async (
  role: Role,
  env: NodeJS.ProcessEnv,
  cpuProfileDir?: string,
) => {
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const child = fork(path.join(__dirname, 'server.ts'), [], {
    execArgv: ['--import', 'tsx', ...profiling],
    env: { ...env, BENCH_ROLE: role },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const send = (message: ParentMessage) => child.send(message);
  try {
    const ready = await nextMessage(child, 'ready', START_TIMEOUT_MS);
    return {
      ...ready,
      role,
      usage: async (): Promise<Usage> => {
        const reply = nextMessage(child, 'usage', USAGE_TIMEOUT_MS);
        send({ type: 'usage' });
        return (await reply).usage;
      },
      /** The log's head and the process managers' checkpoints (a process that runs them: all or command). */
      places: async () => {
        const reply = nextMessage(child, 'places', USAGE_TIMEOUT_MS);
        send({ type: 'places' });
        return (await reply).places;
      },
      /**
       * Profiles the process's CPU from now; the returned function writes the profile to `file` and returns the CPU
       * the process used meanwhile (µs, all threads).
       */
      profile: async () => {
        const started = nextMessage(child, 'profiling', USAGE_TIMEOUT_MS);
        send({ type: 'profile-start' });
        await started;
        return async (file: string) => {
          const written = nextMessage(child, 'profiled', USAGE_TIMEOUT_MS);
          send({ type: 'profile-stop', file });
          return (await written).cpuMicros;
        };
      },
      stop: async () => {
        if (child.connected) send({ type: 'stop' });
        if (!(await exited(child, STOP_TIMEOUT_MS))) child.kill('SIGKILL');
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
};
export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/** A process's share of one core and how busy its event loop was between two usage readings. */
const processLoad = (from: Usage, to: Usage) => {
  const wallMs = to.atMs - from.atMs;
  const active = to.loopActiveMs - from.loopActiveMs;
  const idle = to.loopIdleMs - from.loopIdleMs;
  return {
    cpuPercentOfOneCore:
      wallMs > 0 ? ((to.cpuMicros - from.cpuMicros) / 1000 / wallMs) * 100 : Number.NaN,
    eventLoopUtilizationPercent: active + idle > 0 ? (active / (active + idle)) * 100 : Number.NaN,
  };
};

/** Starts measuring the processes' load; the returned function ends the measurement. */
export const measureLoad = async (processes: readonly ServerProcess[]) => {
  const before = await Promise.all(processes.map((server) => server.usage()));
  return async () => {
    const after = await Promise.all(processes.map((server) => server.usage()));
    return processes.map((server, index) => ({
      role: server.role,
      ...processLoad(before[index]!, after[index]!),
    }));
  };
};
/**
 * Round trips, write commits and reads of all the processes from now until the returned function is called, divided by what they
 * are counted per (the donations a phase made, or the seconds it lasted).
 */
export const countTraffic = async (processes: readonly ServerProcess[]) => {
  const sum = async () =>
    (await Promise.all(processes.map((server) => server.usage()))).reduce(
      (total, usage) => ({
        roundTrips: total.roundTrips + usage.roundTrips,
        writes: total.writes + usage.writes,
        reads: total.reads + usage.reads,
      }),
      { roundTrips: 0, writes: 0, reads: 0 },
    );
  const before = await sum();
  return async (per: number) => {
    const after = await sum();
    return {
      roundTrips: (after.roundTrips - before.roundTrips) / per,
      writes: (after.writes - before.writes) / per,
      reads: (after.reads - before.reads) / per,
    };
  };
};

export type ServerLoad = Awaited<ReturnType<Awaited<ReturnType<typeof measureLoad>>>>;

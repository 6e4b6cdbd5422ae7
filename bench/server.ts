/**
 * The platform under test, in processes of its own so the load generator never shares their event loop.
 * Forked by bench/server-process.ts; BENCH_ROLE picks what this process runs:
 * - all: startHarambee (command API, projector and query API in one process), after seeding;
 * - command, projector, query: one service each, as the separate-services deployment runs them;
 * - floor: the irreducible work of a card gift on the same database (bench/floor.ts); echo: no work at all.
 */
import { startCommandApi } from '@harambee/command-api';
import { createPostgresEventStore } from '@harambee/events';
import { migrate } from '@harambee/eventstore';
import { loadConfig, type Config } from '@harambee/platform';
import { databaseTraffic, logger, openDatabase, type Sql } from '@harambee/database';
import { startProjector } from '@harambee/projector';
import { startQueryApiServer } from '@harambee/query-api';
import { startHarambee } from '@harambee/server';
import { performance } from 'node:perf_hooks';
import { startCpuProfile } from './cpu-profiler';
import { startFloor } from './floor';
import type { ManagerPlaces } from './manager-lag';
import { readManagerPlaces } from './manager-places';
import { seedBenchCampaigns } from './seed-campaigns';

export type Role = 'all' | 'command' | 'projector' | 'query' | 'floor' | 'echo';

/** Cumulative CPU time and event-loop busy/idle time of the process; the parent takes differences. */
export type Usage = {
  atMs: number;
  cpuMicros: number;
  loopActiveMs: number;
  loopIdleMs: number;
  /** Statements sent, and commits that changed something or nothing, by this process's database wrapper so far. */
  roundTrips: number;
  writes: number;
  reads: number;
};
export type ServerMessage =
  | { type: 'ready'; url: string; campaignIds: string[]; databaseVersion: string }
  | { type: 'usage'; usage: Usage }
  | { type: 'places'; places: ManagerPlaces }
  | { type: 'failed'; error: string }
  | { type: 'profiling' }
  | { type: 'profiled'; file: string; cpuMicros: number };
export type ParentMessage =
  | { type: 'usage' }
  | { type: 'places' }
  | { type: 'stop' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string };

type Running = {
  url: string;
  campaignIds: string[];
  databaseVersion: string;
  /** The database of a process that runs the process managers. */
  db?: Sql;
  stop: () => Promise<void>;
};

const send = (message: ServerMessage) => process.send?.(message);

const usage = (): Usage => {
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  return {
    atMs: Date.now(),
    cpuMicros: cpu.user + cpu.system,
    loopActiveMs: loop.active,
    loopIdleMs: loop.idle,
    ...databaseTraffic,
  };
};

const loopback = (port: number) => `http://127.0.0.1:${port}`;

const openStore = async (config: Config) => {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const [row] = await db.query<{ version: string }>('select version()');
  return { db, store: createPostgresEventStore(db), databaseVersion: row?.version ?? 'unknown' };
};

const runAll = async (config: Config): Promise<Running> => {
  const harambee = await startHarambee(config, { host: '127.0.0.1' });
  const campaignIds = await seedBenchCampaigns(
    harambee.store,
    Number(process.env.BENCH_CAMPAIGNS ?? 20),
  );
  const [row] = await harambee.db.query<{ version: string }>('select version()');
  return {
    url: loopback(harambee.port),
    campaignIds,
    databaseVersion: row?.version ?? 'unknown',
    db: harambee.db,
    stop: harambee.stop,
  };
};

/** The command API alone, as services/command-api/src/main.ts serves it. */
const runCommand = async (config: Config): Promise<Running> => {
  const { db, databaseVersion } = await openStore(config);
  const server = await startCommandApi(config, { db });
  return {
    url: loopback(server.port),
    campaignIds: [],
    databaseVersion,
    db,
    stop: () => server.stop().then(() => db.close()),
  };
};

const runProjector = async (config: Config): Promise<Running> => {
  const { db, store, databaseVersion } = await openStore(config);
  const projector = await startProjector({ db, store });
  return {
    url: '',
    campaignIds: [],
    databaseVersion,
    stop: () => projector.stop().then(() => db.close()),
  };
};

const runQuery = async (config: Config): Promise<Running> => {
  const { db, store, databaseVersion } = await openStore(config);
  const server = await startQueryApiServer({ db, store, config: { ...config, port: 0 } });
  return {
    url: loopback(server.port),
    campaignIds: [],
    databaseVersion,
    stop: () => server.stop().then(() => db.close()),
  };
};

const runFloor = async (config: Config): Promise<Running> => {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const [row] = await db.query<{ version: string }>('select version()');
  const floor = await startFloor(db);
  return {
    url: loopback(floor.port),
    campaignIds: [],
    databaseVersion: row?.version ?? 'unknown',
    stop: () => floor.stop().then(() => db.close()),
  };
};

const runEcho = async (): Promise<Running> => {
  const echo = await startFloor();
  return { url: loopback(echo.port), campaignIds: [], databaseVersion: 'none', stop: echo.stop };
};

const roles: Record<Role, (config: Config) => Promise<Running>> = {
  all: runAll,
  command: runCommand,
  projector: runProjector,
  query: runQuery,
  floor: runFloor,
  echo: runEcho,
};

const main = async () => {
  const role = (process.env.BENCH_ROLE ?? 'all') as Role;
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    DEMO_SEED: 'true',
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  const running = await roles[role](config);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running.stop().finally(() => process.exit(0));
  };
  let profiling: ReturnType<typeof startCpuProfile> | undefined;
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'usage') send({ type: 'usage', usage: usage() });
    if (message.type === 'places' && running.db)
      void readManagerPlaces(running.db).then(
        (places) => send({ type: 'places', places }),
        (error: unknown) =>
          send({ type: 'failed', error: `process managers' places: ${String(error)}` }),
      );
    if (message.type === 'stop') stop();
    if (message.type === 'profile-start') {
      profiling = startCpuProfile();
      void profiling.then(() => send({ type: 'profiling' }));
    }
    if (message.type === 'profile-stop' && profiling)
      void profiling
        .then((write) => write(message.file))
        .then((cpuMicros) => send({ type: 'profiled', file: message.file, cpuMicros }));
  });
  process.on('disconnect', stop);
  send({
    type: 'ready',
    url: running.url,
    campaignIds: running.campaignIds,
    databaseVersion: running.databaseVersion,
  });
};

main().catch((error) => {
  logger.error('bench server failed to start', { error: String(error?.stack ?? error) });
  send({ type: 'failed', error: String(error) });
  process.exit(1);
});

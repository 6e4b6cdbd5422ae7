/**
 * `npm run bench:profile`: where a gift's CPU goes. The floor and the one-process server (`startHarambee`, as
 * `npm run bench` runs it) each get the bench's donation load while V8's sampling profiler runs in them; the server's
 * profile runs on until the process managers have worked off the load. Each sample's time goes to a part of the
 * platform (bench/cpu-parts.ts), divided by the gifts acknowledged, into RESULTS.md's CPU section.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv, settleAfterLoad } from './bench-target';
import { attribute, type CpuProfile } from './cpu-attribution';
import { PARTS } from './cpu-parts';
import { renderCpuSection } from './cpu-section';
import { deploy } from './deployment';
import { runDonationLoad } from './donation-load';
import { describeMachine } from './machine';
import { createScratchDatabase } from './postgres';
import { CPU_HEADING, withSection } from './results-section';
import { startServerProcess, type ServerProcess } from './server-process';
import { loadSettings, type Settings } from './settings';

const say = (message: string) => process.stdout.write(`[bench:profile] ${message}\n`);

/** Gives `server` the donation load with its profiler running; `after` is awaited before the profile stops. */
const profiledLoad = async (
  server: ServerProcess,
  campaignIds: string[],
  settings: Settings,
  file: string,
  after: () => Promise<unknown> = async () => undefined,
) => {
  const stopProfile = await server.profile();
  const startedAt = Date.now();
  const load = await runDonationLoad({
    url: server.url,
    campaignIds,
    connections: settings.donationClients,
    seconds: settings.warmupSeconds + settings.donationSeconds,
  });
  await after();
  const cpuMicros = await stopProfile(file);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  return {
    gifts: load.donations.length,
    cpuMicros,
    seconds: (Date.now() - startedAt) / 1000,
    parts: attribute(profile, PARTS),
  };
};

const onScratchDatabase = async <T>(
  settings: Settings,
  prefix: string,
  work: (env: NodeJS.ProcessEnv) => Promise<T>,
) => {
  const database = await createScratchDatabase(settings.adminDatabaseUrl, prefix);
  const dataDir = path.join(os.tmpdir(), `${prefix}-${process.pid}`);
  try {
    return await work(serverEnv(settings, dataDir, database.url));
  } finally {
    await database.drop();
  }
};

const profileFloor = (settings: Settings, file: string) =>
  onScratchDatabase(settings, 'harambee_floor', async (env) => {
    const server = await startServerProcess('floor', env);
    try {
      say(
        `floor: ${settings.donationClients} clients, ${settings.warmupSeconds + settings.donationSeconds}s`,
      );
      return await profiledLoad(server, ['floor'], settings, file);
    } finally {
      await server.stop();
    }
  });

const profileServer = (settings: Settings, file: string) =>
  onScratchDatabase(settings, 'harambee_bench', async (env) => {
    // The projector on the request loop, as the bench's first column: every part of a gift's work in one profile.
    const deployment = await deploy(false, { ...env, PROJECTOR_THREAD: 'main' });
    try {
      say(
        `server: ${settings.donationClients} clients, ${settings.warmupSeconds + settings.donationSeconds}s, then until quiet`,
      );
      const [server] = deployment.processes as [ServerProcess];
      let settledAfter: number | undefined;
      const result = await profiledLoad(
        server,
        deployment.campaignIds,
        settings,
        file,
        async () => {
          settledAfter = await settleAfterLoad(deployment, settings);
        },
      );
      return { ...result, settledAfter };
    } finally {
      await deployment.stop();
    }
  });

const main = async () => {
  const settings = loadSettings();
  const folder =
    settings.cpuProfileDir ?? path.join(os.tmpdir(), `harambee-profile-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const startedAt = new Date();
  const machine = describeMachine();
  const floor = await profileFloor(settings, path.join(folder, 'floor.cpuprofile'));
  const server = await profileServer(settings, path.join(folder, 'server.cpuprofile'));
  const section = renderCpuSection({
    startedAt,
    machine,
    loadAverageAfter: os.loadavg(),
    note: settings.note,
    settings,
    floor,
    server,
  });
  const before = existsSync(settings.resultsFile) ? readFileSync(settings.resultsFile, 'utf8') : '';
  writeFileSync(settings.resultsFile, withSection(before, section, CPU_HEADING));
  process.stdout.write(`\n${section}\n`);
  say(`profiles in ${folder}; written to ${settings.resultsFile}`);
};

main()
  .then(() => process.exit())
  .catch((error) => {
    process.stderr.write(`[bench:profile] failed: ${String(error?.stack ?? error)}\n`);
    process.exit(1);
  });

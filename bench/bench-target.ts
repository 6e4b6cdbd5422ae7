import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deploy, type Deployment } from './deployment';
import { runDonationLoad } from './donation-load';
import { followManagers, sampleManagers, waitForManagers } from './manager-lag';
import { createScratchDatabase } from './postgres';
import { projectionLag, waitUntilShown } from './projection-lag';
import { watchCampaignProgress } from './progress-watcher';
import { approvedListing, runQueryLoad } from './query-load';
import { measurePhase } from './phase-load';
import { countTraffic } from './server-process';
import type { Settings, Target } from './settings';
import { percentile } from './stats';

export const log = (target: Target, message: string) =>
  process.stdout.write(`[bench ${target}] ${message}\n`);

export const serverEnv = (
  settings: Settings,
  dataDir: string,
  databaseUrl?: string,
): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'BenchAdmin123',
    BENCH_CAMPAIGNS: String(settings.campaigns),
    DATABASE_URL: databaseUrl,
    // The bench donates with the sandbox's test cards, on a PostgreSQL server too.
    PAYMENT_PROVIDER: 'sandbox',
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  delete env.SMTP_URL;
  return env;
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Under this share of a core, summed over the processes, for a whole second, the servers have no work left. */
const QUIET_CPU_PERCENT = 5;

/**
 * Waits until the load's work is done: the process managers work off the backlog the load left (receipts, alerts,
 * ledger heads) for a while after the last request. Returns the seconds it took, or undefined if it never got quiet.
 */
export const settleAfterLoad = async (deployment: Deployment, settings: Settings) => {
  const startedAt = Date.now();
  while (Date.now() - startedAt < settings.settleIdleSeconds * 1000) {
    const second = await measurePhase(deployment.processes);
    await delay(1000);
    const busy = (await second()).servers.reduce((sum, p) => sum + p.cpuPercentOfOneCore, 0);
    if (busy < QUIET_CPU_PERCENT) return (Date.now() - startedAt) / 1000;
  }
  return undefined;
};

const measureDonations = async (deployment: Deployment, settings: Settings, target: Target) => {
  const watcher = await watchCampaignProgress(deployment.queryUrl, deployment.campaignIds);
  try {
    log(
      target,
      `donations: ${settings.donationClients} clients, ${settings.warmupSeconds}s warm-up + ${settings.donationSeconds}s`,
    );
    const managing = deployment.processes.find(
      (server) => server.role === 'all' || server.role === 'command',
    )!;
    if (!(await waitForManagers(managing.places, settings.settleSeconds)))
      log(target, `the process managers were still behind after ${settings.settleSeconds}s`);
    const traffic = await countTraffic(deployment.processes);
    const managersSampled = delay(settings.warmupSeconds * 1000).then(() =>
      sampleManagers(managing.places),
    );
    const loadMeasured = delay(settings.warmupSeconds * 1000).then(() =>
      measurePhase(deployment.processes),
    );
    const load = await runDonationLoad({
      url: deployment.commandUrl,
      campaignIds: deployment.campaignIds,
      connections: settings.donationClients,
      seconds: settings.warmupSeconds + settings.donationSeconds,
    });
    const managersFollowed = followManagers(
      managing.places,
      performance.timeOrigin + load.endedAt,
      settings.settleSeconds,
      managersSampled.then((end) => end()),
    );
    // Awaited below, once the pushes are in; a failure meanwhile is not unhandled.
    managersFollowed.catch(() => undefined);
    const server = await (await loadMeasured)();
    const shownByEnd = deployment.campaignIds.reduce((sum, id) => sum + watcher.countOf(id), 0);
    const window = { from: load.startedAt + settings.warmupSeconds * 1000, to: load.endedAt };
    const measured = load.donations.filter((donation) => donation.respondedAt >= window.from);
    const settled = await waitUntilShown(watcher, load.donations, settings.settleSeconds);
    const managersBehind = await managersFollowed;
    // Counted once the process managers have worked off the gifts too: all the work a gift causes.
    const backlogSeconds = await settleAfterLoad(deployment, settings);
    const perGift = await traffic(load.donations.length);
    const lag = projectionLag(load.donations, watcher, window);
    const bench = new Set(deployment.campaignIds);
    const listed = (await approvedListing(deployment.queryUrl)).campaigns.filter((campaign) =>
      bench.has(campaign._id),
    );
    const latencies = measured.map((donation) => donation.latencyMs);
    return {
      clients: settings.donationClients,
      seconds: (window.to - window.from) / 1000,
      donations: measured.length,
      perSecond: measured.length / ((window.to - window.from) / 1000),
      latencyP50Ms: percentile(latencies, 50),
      latencyP99Ms: percentile(latencies, 99),
      allResponses: load.donations.length,
      backlogAtEnd: Math.max(0, load.donations.length - shownByEnd),
      projectedCount: listed.reduce((sum, campaign) => sum + campaign.donationCount, 0),
      failures: load.failures,
      connectionErrors: load.errors,
      settled,
      backlogSeconds,
      managersBehind,
      lag,
      server,
      perGift,
    };
  } finally {
    watcher.close();
  }
};

const measureQueries = async (deployment: Deployment, settings: Settings, target: Target) => {
  log(target, `queries: ${settings.queryClients} clients, ${settings.querySeconds}s`);
  const listing = await approvedListing(deployment.queryUrl);
  const loadMeasured = await measurePhase(deployment.processes);
  const result = await runQueryLoad({
    url: deployment.queryUrl,
    connections: settings.queryClients,
    seconds: settings.querySeconds,
    warmupSeconds: Math.min(2, settings.warmupSeconds),
  });
  return {
    ...result,
    clients: settings.queryClients,
    campaignsListed: listing.campaigns.length,
    bodyBytes: listing.bytes,
    server: await loadMeasured(),
  };
};

/**
 * The servers with no request coming in, after the load: what they spend on timers, polling and leases, once the
 * load's own work has settled, so it measures what an idle platform costs, not the load's tail (reported apart).
 */
const measureIdle = async (deployment: Deployment, settings: Settings, target: Target) => {
  log(
    target,
    `idle: settling (at most ${settings.settleIdleSeconds}s), then ${settings.idleSeconds}s with no requests`,
  );
  const settledAfterSeconds = await settleAfterLoad(deployment, settings);
  const traffic = await countTraffic(deployment.processes);
  const loadMeasured = await measurePhase(deployment.processes);
  await delay(settings.idleSeconds * 1000);
  const server = await loadMeasured();
  return {
    seconds: settings.idleSeconds,
    settledAfterSeconds,
    server,
    perSecond: await traffic(settings.idleSeconds),
  };
};

/** One target end to end: a fresh database, the platform in child processes, the donation phase, the query phase. */
export const benchTarget = async (target: Target, settings: Settings) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-'));
  const onServer = target !== 'pglite';
  const database = onServer
    ? await createScratchDatabase(settings.adminDatabaseUrl, 'harambee_bench')
    : undefined;
  try {
    log(target, 'starting the platform');
    const env = serverEnv(settings, dataDir, database?.url);
    // Both ways on every machine: the default picks the thread once there are two cores.
    if (target === 'postgres') env.PROJECTOR_THREAD = 'main';
    if (target === 'postgres-thread' || target === 'pglite') env.PROJECTOR_THREAD = 'worker';
    const deployment = await deploy(target === 'postgres-split', env, settings.cpuProfileDir);
    try {
      const donations = await measureDonations(deployment, settings, target);
      const queries = await measureQueries(deployment, settings, target);
      const idle = await measureIdle(deployment, settings, target);
      return { target, databaseVersion: deployment.databaseVersion, donations, queries, idle };
    } finally {
      await deployment.stop();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export type TargetResult = Awaited<ReturnType<typeof benchTarget>>;

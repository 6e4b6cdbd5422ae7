import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { log, serverEnv } from './bench-target';
import { deploy } from './deployment';
import { type Donation, runDonationLoad } from './donation-load';
import { createScratchDatabase } from './postgres';
import type { Settings } from './settings';

/** When, as a share of the measured window, every connection of the app is terminated. */
const TERMINATIONS = [1 / 3, 2 / 3];

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** What an operator's pg_terminate_backend does to every connection the app holds; how many it ended. */
const terminateConnections = (adminUrl: string, database: string) =>
  withClient(
    adminUrl,
    async (client) =>
      (
        await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        )
      ).rowCount ?? 0,
  );

/** How many acknowledged donations the log does not hold exactly once (by their payment). */
const notRecordedOnce = async (databaseUrl: string, donations: readonly Donation[]) => {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ payment_id: string; recorded: number }>(
      `select data->>'paymentId' as payment_id, count(*)::int as recorded from events
       where type = 'DonationRecorded' and data->>'paymentId' = any($1) group by 1`,
      [donations.map((donation) => donation.paymentId)],
    ),
  );
  const recorded = new Map(rows.map((row) => [row.payment_id, row.recorded]));
  return donations.filter((donation) => recorded.get(donation.paymentId) !== 1).length;
};

/** The longest stretch of the window in which no donation was acknowledged. */
const longestPauseMs = (respondedAt: readonly number[], from: number, to: number) => {
  const moments = [from, ...[...respondedAt].sort((a, b) => a - b), to];
  return Math.max(...moments.slice(1).map((moment, index) => moment - moments[index]!));
};

/** Seconds until GET /api/health answers 200 (database answers, projector caught up); undefined if not within `limit`. */
const secondsUntilReady = async (url: string, limitSeconds: number) => {
  const from = performance.now();
  while (performance.now() - from < limitSeconds * 1000) {
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return (performance.now() - from) / 1000;
    await delay(100);
  }
  return undefined;
};

const measureConnectionLoss = async (settings: Settings) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-'));
  const database = await createScratchDatabase(settings.adminDatabaseUrl, 'harambee_bench');
  try {
    log('postgres', 'connection loss: starting the platform');
    const env = serverEnv(settings, dataDir, database.url);
    const deployment = await deploy(false, env, settings.cpuProfileDir);
    try {
      log(
        'postgres',
        `connection loss: ${settings.donationClients} clients, ${settings.warmupSeconds}s warm-up + ${settings.donationSeconds}s, ${TERMINATIONS.length} terminations`,
      );
      const startedAt = performance.now();
      const terminations = (async () => {
        const ended: number[] = [];
        for (const share of TERMINATIONS) {
          const at = startedAt + (settings.warmupSeconds + settings.donationSeconds * share) * 1000;
          await delay(at - performance.now());
          ended.push(await terminateConnections(settings.adminDatabaseUrl, database.name));
        }
        return ended;
      })();
      const load = await runDonationLoad({
        url: deployment.commandUrl,
        campaignIds: deployment.campaignIds,
        connections: settings.donationClients,
        seconds: settings.warmupSeconds + settings.donationSeconds,
      });
      const connectionsEnded = await terminations;
      const window = { from: startedAt + settings.warmupSeconds * 1000, to: load.endedAt };
      const measured = load.donations.filter((donation) => donation.respondedAt >= window.from);
      const failures = Object.entries(load.failures);
      const unavailable = failures.filter(([what]) => what.endsWith(' 503'));
      return {
        seconds: (window.to - window.from) / 1000,
        donations: measured.length,
        perSecond: measured.length / ((window.to - window.from) / 1000),
        longestPauseMs: longestPauseMs(
          measured.map((donation) => donation.respondedAt),
          window.from,
          window.to,
        ),
        connectionsEnded,
        unavailable: Object.fromEntries(unavailable),
        otherFailures: Object.fromEntries(failures.filter(([what]) => !what.endsWith(' 503'))),
        connectionErrors: load.errors,
        acknowledged: load.donations.length,
        notRecordedOnce: await notRecordedOnce(database.url, load.donations),
        readyAfterSeconds: await secondsUntilReady(deployment.commandUrl, settings.settleSeconds),
      };
    } finally {
      await deployment.stop();
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export type ConnectionLoss = Awaited<ReturnType<typeof measureConnectionLoss>>;

/**
 * The one-process deployment on the PostgreSQL server under the steady donation load, while a separate client
 * terminates every connection of the app at 1/3 and 2/3 of the window; runs when the `postgres` target does.
 */
export const connectionLossPhase = (settings: Settings, problems: string[]) =>
  settings.targets.includes('postgres')
    ? measureConnectionLoss(settings).catch((error) => {
        problems.push(`connection loss: ${String(error instanceof Error ? error.stack : error)}`);
        return undefined;
      })
    : undefined;

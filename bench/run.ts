/**
 * `npm run bench`: donations/s, projection lag and query latency on a PostgreSQL server and on PGlite,
 * donations/s while every database connection is terminated twice, with this machine's pgbench INSERT rate
 * as the ceiling; writes bench/RESULTS.md. Knobs: bench/settings.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchTarget, type TargetResult } from './bench-target';
import { connectionLossPhase } from './connection-loss';
import { FLOORS, measureFloor, type FloorResult } from './floor-target';
import { measureHomePageScript } from './home-page-script';
import { measureLighthouse } from './lighthouse';
import { describeMachine } from './machine';
import { measureInsertCeiling } from './pgbench';
import { serverVersion } from './postgres';
import { renderReport, type Report } from './report';
import { KEPT_HEADINGS, sectionOf, withSection } from './results-section';
import { loadSettings } from './settings';

const say = (message: string) => process.stdout.write(`[bench] ${message}\n`);

/** Time kept at the end for writing what was measured, so a slow last phase cannot lose the whole run. */
const REPORT_MARGIN_MS = 30_000;

const inTime = <T>(work: Promise<T>, budgetMs: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(
        () =>
          reject(
            new Error(
              `out of time (BENCH_DEADLINE_SECONDS), ${Math.round(budgetMs / 1000)} s left for it`,
            ),
          ),
        Math.max(0, budgetMs),
      ).unref(),
    ),
  ]);

const main = async () => {
  const settings = loadSettings();
  const deadline = setTimeout(() => {
    process.stderr.write(
      `[bench] gave up after BENCH_DEADLINE_SECONDS=${settings.deadlineSeconds}\n`,
    );
    process.exit(2);
  }, settings.deadlineSeconds * 1000);
  deadline.unref();

  const startedAt = new Date();
  const deadlineAt = startedAt.getTime() + settings.deadlineSeconds * 1000;
  const machine = describeMachine();
  const problems: string[] = [];
  const postgresVersion = await serverVersion(settings.adminDatabaseUrl).catch((error) => {
    problems.push(
      `PostgreSQL server at ${new URL(settings.adminDatabaseUrl).host} not reachable: ${String(error)}`,
    );
    return undefined;
  });

  let ceiling: Report['ceiling'];
  let ceilingProblem: string | undefined;
  if (postgresVersion) {
    say(`pgbench: ${settings.pgbenchClients} clients, ${settings.pgbenchSeconds}s`);
    ceiling = await measureInsertCeiling(
      settings.adminDatabaseUrl,
      settings.pgbenchClients,
      settings.pgbenchSeconds,
    ).catch((error) => {
      ceilingProblem = String(error);
      return undefined;
    });
  }

  const floors: FloorResult[] = [];
  for (const floor of FLOORS) {
    if (floor === 'floor-postgres' && !postgresVersion) continue;
    try {
      floors.push(await measureFloor(floor, settings));
    } catch (error) {
      problems.push(`${floor}: ${String(error instanceof Error ? error.stack : error)}`);
    }
  }

  const results: TargetResult[] = [];
  for (const target of settings.targets) {
    if (target !== 'pglite' && !postgresVersion) continue;
    try {
      results.push(await benchTarget(target, settings));
    } catch (error) {
      problems.push(`${target}: ${String(error instanceof Error ? error.stack : error)}`);
    }
  }

  const connectionLoss = postgresVersion
    ? await connectionLossPhase(settings, problems)
    : undefined;

  say('home page JavaScript');
  const homePageScript = await measureHomePageScript().catch((error) => {
    problems.push(`home page JavaScript: ${String(error)}`);
    return undefined;
  });

  say('Lighthouse on the public pages');
  const lighthouseBudgetMs = deadlineAt - Date.now() - REPORT_MARGIN_MS;
  const lighthouse = await inTime(measureLighthouse(), lighthouseBudgetMs).catch((error) => {
    problems.push(`Lighthouse: ${String(error)}`);
    return undefined;
  });

  const report: Report = {
    startedAt,
    finishedAt: new Date(),
    settings,
    machine,
    loadAverageAfter: os.loadavg(),
    postgresVersion,
    ceiling,
    ceilingProblem,
    floors,
    results,
    problems,
    homePageScript,
    connectionLoss,
    lighthouse,
  };
  // The CPU and per-route script tables and the replay figures come from `npm run bench:profile`, `bench:scripts`
  // and `bench:replay`: they stay until those are run again.
  const before = existsSync(settings.resultsFile) ? readFileSync(settings.resultsFile, 'utf8') : '';
  const markdown = KEPT_HEADINGS.reduce((written, heading) => {
    const kept = sectionOf(before, heading);
    return kept ? withSection(written, kept, heading) : written;
  }, renderReport(report));
  writeFileSync(settings.resultsFile, markdown);
  process.stdout.write(`\n${markdown}\n`);
  say(`written to ${settings.resultsFile}`);
  if (results.length === 0) process.exitCode = 1;
};

main()
  .then(() => process.exit())
  .catch((error) => {
    process.stderr.write(`[bench] failed: ${String(error?.stack ?? error)}\n`);
    process.exit(1);
  });

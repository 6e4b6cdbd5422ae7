import type { ConnectionLoss } from './connection-loss';
import type { FloorResult } from './floor-target';
import type { HomePageScript } from './home-page-script';
import { type LighthouseResult, lighthouseLines } from './lighthouse-runs';
import { queryFailuresCell } from './query-figures';
import type { TargetResult } from './bench-target';
import type { Machine } from './machine';
import type { PgbenchResult } from './pgbench';
import type { PhaseLoad } from './phase-load';
import type { Settings, Target } from './settings';
import { round } from './stats';

export type Report = {
  startedAt: Date;
  finishedAt: Date;
  settings: Settings;
  machine: Machine;
  loadAverageAfter: number[];
  postgresVersion?: string;
  ceiling?: PgbenchResult;
  ceilingProblem?: string;
  floors: FloorResult[];
  results: TargetResult[];
  problems: string[];
  homePageScript?: HomePageScript;
  connectionLoss?: ConnectionLoss;
  lighthouse?: LighthouseResult;
};

const AIMS = { donationsPerSecond: 1000, lagP99Ms: 250, queryP99Ms: 50, managersBehindMs: 1000 };

const ms = (value: number) => (Number.isFinite(value) ? `${round(value, 1)} ms` : 'n/a');
const num = (value: number, digits = 0) =>
  Number.isFinite(value) ? round(value, digits).toLocaleString('en-US') : 'n/a';
const pct = (value: number, digits = 0) =>
  Number.isFinite(value) ? `${round(value, digits)} %` : 'n/a';
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

const failuresOf = (result: TargetResult) => {
  const listed = Object.entries(result.donations.failures).map(
    ([what, count]) => `${count}× ${what}`,
  );
  if (result.donations.connectionErrors > 0)
    listed.push(`${result.donations.connectionErrors} connection errors`);
  return listed.length > 0 ? listed.join(', ') : 'none';
};

const countsOf = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, count]) => `${count}× ${what}`)
    .join(', ');

/** Rows for the connection-loss phase, which runs on the one-process PostgreSQL deployment only. */
const connectionLossRows = ({ connectionLoss: loss, results }: Report) => {
  if (!loss) return [];
  const cells = (text: string) =>
    results.map((result) => (result.target === 'postgres' ? text : '—'));
  const unavailable = Object.values(loss.unavailable).reduce((sum, count) => sum + count, 0);
  const others = countsOf(loss.otherFailures);
  return [
    row(
      `Donations/s during connection loss (${loss.connectionsEnded.length} terminations)`,
      '',
      cells(
        `**${num(loss.perSecond)}** (${num(loss.donations)} in ${num(loss.seconds, 1)} s; connections ended: ${loss.connectionsEnded.join(', ')})`,
      ),
    ),
    row(
      'Longest pause without an acknowledged donation, connection loss',
      '',
      cells(ms(loss.longestPauseMs)),
    ),
    row(
      '503 answers, connection loss',
      '',
      cells(
        `${num(unavailable)}${unavailable > 0 ? ` (${countsOf(loss.unavailable)})` : ''}; other failures: ${others || 'none'}` +
          `${loss.connectionErrors > 0 ? `, ${loss.connectionErrors} connection errors` : ''}`,
      ),
    ),
    row(
      'Acknowledged donations in the log exactly once / acknowledged, connection loss',
      '',
      cells(
        `${num(loss.acknowledged - loss.notRecordedOnce)} / ${num(loss.acknowledged)}${loss.notRecordedOnce > 0 ? ' (**not all exactly once**)' : ''}; ` +
          (loss.readyAfterSeconds === undefined
            ? '**not ready again within the settle time**'
            : `ready again ${num(loss.readyAfterSeconds, 1)} s after the load`),
      ),
    ),
  ];
};

const serversOf = ({ servers }: PhaseLoad) =>
  servers
    .map(
      (p) =>
        `${servers.length > 1 ? `${p.role} ` : ''}${pct(p.cpuPercentOfOneCore)} (loop ${pct(p.eventLoopUtilizationPercent)})`,
    )
    .join(', ');
const othersOf = (load: PhaseLoad) =>
  `${pct(load.loadGeneratorCpuPercent)} / ${pct(load.machineBusyPercent)}`;

export const TARGET_NAMES: Record<Target, string> = {
  postgres: 'PostgreSQL server, one process, projector on the request loop',
  'postgres-thread':
    'PostgreSQL server, one process, projector on its own thread (the default on 2+ cores)',
  'postgres-split': 'PostgreSQL server, three services',
  pglite: 'PGlite (embedded), one process, projector on its own thread (the default on 2+ cores)',
};

const quietAfter = (seconds: number | undefined, report: Report) =>
  seconds === undefined
    ? `**not quiet within ${num(report.settings.settleIdleSeconds)} s**`
    : num(seconds, 1);

/** The database wrapper counts per thread: a projector on its own thread keeps its count to itself. */
const trafficOf = (result: TargetResult, counted: string) =>
  result.target === 'postgres-thread' || result.target === 'pglite'
    ? "not counted (the projector thread's statements are not in the process's count)"
    : counted;

const row = (label: string, aim: string, cells: string[]) =>
  `| ${label} | ${aim} | ${cells.join(' | ')} |`;

const seconds = (valueMs: number) =>
  Number.isFinite(valueMs) ? `${round(valueMs / 1000, 1)} s` : 'n/a';
const furthestBehindMs = (result: TargetResult) =>
  Math.max(...result.donations.managersBehind.managers.map((manager) => manager.behindAtStopMs));

/** Managers whose cells read the same in every column share one row (the runner saves their places together). */
const managersByCells = (names: readonly string[], cellsOf: (name: string) => string[]) => {
  const groups = new Map<string, { names: string[]; cells: string[] }>();
  for (const name of names) {
    const cells = cellsOf(name);
    const key = cells.join('\u0000');
    const group = groups.get(key);
    if (group) group.names.push(name);
    else groups.set(key, { names: [name], cells });
  }
  return [...groups.values()];
};

/** How far behind each process manager was when the load stopped: the furthest first, then by name, alike ones together. */
const managerRows = (report: Report) => {
  const { results } = report;
  const names = [
    ...new Set(results.flatMap((r) => r.donations.managersBehind.managers.map((m) => m.name))),
  ].sort();
  const lagOf = (result: TargetResult, name: string) =>
    result.donations.managersBehind.managers.find((manager) => manager.name === name);
  const caughtUp = (afterMs: number | undefined) =>
    afterMs === undefined
      ? `**not caught up within ${num(report.settings.settleSeconds)} s**`
      : `caught up ${seconds(afterMs)} after the stop`;
  return [
    row(
      'Process managers behind when the load stopped, the furthest (how long the oldest event it had not yet handled had been in the log)',
      `≤ ${seconds(AIMS.managersBehindMs)}`,
      results.map(
        (r) =>
          `**${seconds(furthestBehindMs(r))}** (read ${ms(r.donations.managersBehind.firstReadAfterMs)} after the stop)`,
      ),
    ),
    ...managersByCells(names, (name) =>
      results.map((r) => {
        const lag = lagOf(r, name);
        return lag
          ? `${seconds(lag.behindAtStopMs)} (at most ${seconds(lag.mostBehindDuringMs)} while the load ran); ${caughtUp(lag.caughtUpAfterMs)}`
          : '—';
      }),
    ).map(({ names: same, cells }) =>
      row(
        `${same.length > 1 ? 'Process managers' : 'Process manager'} ${same.join(', ')}: behind when the load stopped (at most, read every second while it ran); caught up with the log as it was at the stop`,
        `≤ ${seconds(AIMS.managersBehindMs)}`,
        cells,
      ),
    ),
  ];
};

const resultsTable = (report: Report) => {
  const { results, ceiling } = report;
  const cells = (cell: (result: TargetResult) => string) => results.map(cell);
  const onServer = results.filter((result) => result.target !== 'pglite');
  return [
    row(
      '',
      'aim (server)',
      results.map((result) => TARGET_NAMES[result.target]),
    ),
    row(
      '---',
      '---',
      results.map(() => '---'),
    ),
    row(
      `Donations/s, card path (2 HTTP calls each), ${report.settings.donationClients} clients`,
      `≥ ${num(AIMS.donationsPerSecond)}`,
      cells((r) => `**${num(r.donations.perSecond)}**`),
    ),
    ...connectionLossRows(report),
    row(
      'Donations/s as a share of the pgbench INSERT ceiling',
      '',
      cells((r) => (ceiling ? pct((r.donations.perSecond / ceiling.tps) * 100, 1) : 'n/a')),
    ),
    row(
      'Donations/s as a share of the floor on the same database (bench/floor.ts)',
      '≥ 50 %',
      cells((r) => floorShare(report, r)),
    ),
    row(
      'Database round trips / write commits (reads) per gift, all work it causes (counted by the database wrapper)',
      '≤ 8 / ≤ 4',
      cells((r) =>
        trafficOf(
          r,
          `**${num(r.donations.perGift.roundTrips, 1)}** / **${num(r.donations.perGift.writes, 1)}** (${num(r.donations.perGift.reads, 1)})`,
        ),
      ),
    ),
    row(
      'Donation latency p50 / p99 (payment + donation)',
      '',
      cells((r) => `${ms(r.donations.latencyP50Ms)} / ${ms(r.donations.latencyP99Ms)}`),
    ),
    row(
      'Projection lag p50 / p99 (201 → progress push)',
      `p99 < ${AIMS.lagP99Ms} ms`,
      cells((r) => `${ms(r.donations.lag.p50Ms)} / **${ms(r.donations.lag.p99Ms)}**`),
    ),
    row(
      'Projection lag max',
      '',
      cells((r) => ms(r.donations.lag.maxMs)),
    ),
    row(
      `GET /v1/campaigns/approved p50 / p99, ${report.settings.queryClients} clients`,
      `p99 < ${AIMS.queryP99Ms} ms`,
      cells((r) =>
        r.queries.requests === 0
          ? '**none answered**'
          : `${ms(r.queries.p50Ms)} / **${ms(r.queries.p99Ms)}**`,
      ),
    ),
    row(
      'GET /v1/campaigns/approved requests/s',
      '',
      cells((r) => num(r.queries.requestsPerSecond)),
    ),
    row(
      'Server CPU (% of one core) and event loop busy, donation phase',
      '',
      cells((r) => serversOf(r.donations.server)),
    ),
    row(
      'Server CPU (% of one core) and event loop busy, query phase',
      '',
      cells((r) => serversOf(r.queries.server)),
    ),
    row(
      `Server CPU (% of one core) and event loop busy, no requests (${num(report.settings.idleSeconds)} s, once quiet)`,
      '≈ 0',
      cells(
        (r) =>
          `**${serversOf(r.idle.server)}**; quiet ${quietAfter(r.idle.settledAfterSeconds, report)} s after the queries`,
      ),
    ),
    row(
      'Database round trips / write commits (reads) per second, no requests',
      '',
      cells((r) =>
        trafficOf(
          r,
          `${num(r.idle.perSecond.roundTrips, 1)} / ${num(r.idle.perSecond.writes, 1)} (${num(r.idle.perSecond.reads, 1)})`,
        ),
      ),
    ),
    row(
      'Load generator CPU (% of one core) / whole machine busy (all cores), donation phase',
      '',
      cells((r) => othersOf(r.donations.server)),
    ),
    row(
      'Load generator CPU (% of one core) / whole machine busy (all cores), query phase',
      '',
      cells((r) => othersOf(r.queries.server)),
    ),
    row(
      "Seconds after the donations were shown until the servers were quiet (the process managers' backlog: receipts, alerts, ledger heads)",
      '',
      cells((r) => quietAfter(r.donations.backlogSeconds, report)),
    ),
    ...managerRows(report),
    row(
      'Donations not yet shown by a push when the load stopped',
      '',
      cells((r) => num(r.donations.backlogAtEnd)),
    ),
    row(
      'Donations measured (201s in the window) / seconds',
      '',
      cells((r) => `${num(r.donations.donations)} / ${num(r.donations.seconds, 1)} s`),
    ),
    row(
      'Donations counted in the read model / 201s received, whole run',
      '',
      cells(
        (r) =>
          `${num(r.donations.projectedCount)} / ${num(r.donations.allResponses)}${r.donations.settled ? '' : ' (**not all shown within the settle time**)'}`,
      ),
    ),
    row('Failed requests during the donation phase', '', cells(failuresOf)),
    row(
      'Failed requests during the query phase',
      '',
      cells((r) => queryFailuresCell(r.queries, report.settings.querySeconds)),
    ),
    '',
    ...onServer.map(
      (server) =>
        `Aims, ${TARGET_NAMES[server.target]}: donations/s ${verdict(server.donations.perSecond >= AIMS.donationsPerSecond)}, ` +
        `projection lag p99 ${verdict(server.donations.lag.p99Ms < AIMS.lagP99Ms)}, query p99 ${verdict(server.queries.p99Ms < AIMS.queryP99Ms)}, ` +
        `process managers behind ${verdict(furthestBehindMs(server) <= AIMS.managersBehindMs)}.`,
    ),
    ...(onServer.length === 0 ? ['The PostgreSQL server was not measured in this run.'] : []),
  ].join('\n');
};

const floorOf = (report: Report, target: Target) =>
  report.floors.find(
    (floor) => floor.floor === (target === 'pglite' ? 'floor-pglite' : 'floor-postgres'),
  );

const floorShare = (report: Report, result: TargetResult) => {
  const floor = floorOf(report, result.target);
  return floor
    ? `**${pct((result.donations.perSecond / floor.perSecond) * 100, 1)}** of ${num(floor.perSecond)}`
    : 'n/a';
};

const FLOOR_NAMES = {
  echo: 'echo (no work: the load generator’s own ceiling)',
  'floor-postgres': 'floor on the PostgreSQL server',
  'floor-pglite': 'floor on PGlite',
} as const;

const floorLines = (report: Report) =>
  report.floors.length === 0
    ? ['The floor was not measured in this run.']
    : [
        `The floor: a bare \`node:http\` server doing only the irreducible work of a card gift (two JSON requests, a payment row committed, one donation row per payment), driven by the same ${report.settings.donationClients} clients in the same run:`,
        '',
        ...report.floors.map(
          (floor) =>
            `- ${FLOOR_NAMES[floor.floor]}: **${num(floor.perSecond)} donations/s**` +
            `${floor.failed > 0 ? ` (${floor.failed} failed requests)` : ''}; server CPU ${serversOf(floor.load)}; load generator CPU / machine busy ${othersOf(floor.load)}.`,
        ),
      ];

const ceilingLine = (report: Report) =>
  report.ceiling
    ? `**${num(report.ceiling.tps)} transactions/s** (${num(report.ceiling.transactions)} single-row INSERTs, ${report.ceiling.clients} clients, ${report.ceiling.seconds} s).`
    : `not measured: ${report.ceilingProblem ?? 'no PostgreSQL server'}.`;

const machineTable = (report: Report) => {
  const { machine } = report;
  return [
    '| | |',
    '| --- | --- |',
    `| CPU | ${machine.cpu} |`,
    `| Cores | ${machine.cores} |`,
    `| Memory | ${machine.memoryGiB} GiB |`,
    `| Kernel | ${machine.kernel} |`,
    `| Node | ${machine.node} |`,
    `| PostgreSQL server | ${report.postgresVersion ?? 'not reachable'} |`,
    `| PGlite | ${machine.pglite} (${report.results.find((r) => r.target === 'pglite')?.databaseVersion ?? 'not run'}) |`,
    `| Load average (1/5/15 min) at start / end | ${machine.loadAverage.map((v) => round(v, 2)).join(' ')} / ${report.loadAverageAfter.map((v) => round(v, 2)).join(' ')} |`,
  ].join('\n');
};

const settingsLine = (settings: Settings) =>
  `BENCH_SECONDS=${settings.donationSeconds} BENCH_WARMUP_SECONDS=${settings.warmupSeconds} BENCH_QUERY_SECONDS=${settings.querySeconds} BENCH_IDLE_SECONDS=${settings.idleSeconds} BENCH_IDLE_SETTLE_SECONDS=${settings.settleIdleSeconds} ` +
  `BENCH_SETTLE_SECONDS=${settings.settleSeconds} BENCH_DONATION_CLIENTS=${settings.donationClients} BENCH_QUERY_CLIENTS=${settings.queryClients} ` +
  `BENCH_CAMPAIGNS=${settings.campaigns} BENCH_PGBENCH_SECONDS=${settings.pgbenchSeconds} BENCH_PGBENCH_CLIENTS=${settings.pgbenchClients}`;

const METHOD = (report: Report) => `## How it is measured

- **Setup.** "One process" runs the platform as \`startHarambee\` (command API, projector and query API in one process,
  as \`npm start\` does) in a child process (\`bench/server.ts\`). "Three services" runs the command API, the projector and
  the query API each in a process of its own on the same database (as \`services/*/src/main.ts\` do); donations go to the
  command API, reads and socket.io to the query API. The load always comes from the parent process, so client and
  server never share an event loop. Each server target gets a fresh database (created and dropped by the bench); PGlite
  gets a fresh temporary DATA_DIR. Every target starts with the demo seed (7 approved campaigns among others) plus ${report.settings.campaigns} approved
  benchmark campaigns appended to the log. Rate limits are lifted (RATE_LIMIT_PER_MINUTE=10⁹), NODE_ENV=production,
  LOG_LEVEL=warn. Each process's PostgreSQL pool is the platform's default (10 connections).
- **Donations/s.** [autocannon](https://github.com/mcollina/autocannon) keeps ${report.settings.donationClients} keep-alive connections; each loops over the
  full card path a visitor takes: \`POST /api/v1/payments/card\` (sandbox card 4242…), then \`POST /api/v1/donations\` with
  the returned paymentId (201). A donation counts when its 201 arrives. The first ${report.settings.warmupSeconds} s are warm-up and not
  counted; the rate is 201s in the window ÷ the window. (An admin can record a donation in one call without a payment;
  that path is not measured.) Latency is from sending the payment to receiving the donation's 201.
- **Round trips and write commits per gift.** Every process's database wrapper counts the statements it sends (each a
  round trip; BEGIN and COMMIT included) and the transactions it commits (a statement outside a transaction commits on
  its own): a write commit when one of its statements changed a row or the schema (the commits the server makes
  durable), a read (in brackets) when none did. The bench sums them over all processes from before the donation load to when every acknowledged gift has been
  pushed and the servers are quiet (the process managers have worked off the gifts; the seconds that took are shown),
  and divides by the gifts acknowledged, so the work a gift causes in the background (projections, process
  managers, receipts) is included, along with whatever else ran meanwhile (the list cache, health checks).
- **Projection lag.** The load process joins the benchmark campaigns' \`campaign:progress\` socket.io rooms. The query API
  pushes that event after the projector's transaction has committed (NOTIFY inside it, LISTEN in the query API). Lag of the
  n-th donation of a campaign = time the first push showing ≥ n donations arrived − time the n-th 201 for that campaign
  arrived, both on the load process's clock. It starts a little after the append commits (the 201 is sent after the commit)
  and ends a little after the read-model commit (NOTIFY delivery and the socket push), so the two offsets partly cancel;
  a push that beat the 201 counts as 0 ms. After the load stops the bench waits up to ${report.settings.settleSeconds} s for the pushes to catch up.
  The read model counts a few more donations than 201s were received: requests in flight when the load stopped were
  recorded, but their responses were not read.
- **Query.** After the donation phase, autocannon keeps ${report.settings.queryClients} keep-alive connections on \`GET /api/v1/campaigns/approved\` for
  ${report.settings.querySeconds} s (after a short warm-up). The list returned ${report.results.map((r) => `${r.queries.campaignsListed} campaigns (${num(r.queries.bodyBytes / 1024, 0)} KiB) on ${r.target}`).join(', ')}.
- **Ceiling.** \`pgbench -n -c ${report.settings.pgbenchClients} -j <cores> -T ${report.settings.pgbenchSeconds}\` on a fresh database with one table
  \`t (id bigserial primary key, v integer not null)\` and the script \`insert into t (v) values (:v)\`, one INSERT per
  transaction, default durability (synchronous_commit on). The database is dropped afterwards. Each donation costs several
  transactions and reads (payment insert, campaign stream reads, payment lookup, event append, projection), so the share
  of the ceiling says how much of the database's raw write rate one donation path uses.
- **Server CPU.** Each server process's CPU time (\`process.cpuUsage\`, all its threads) and event-loop utilisation over
  each measured phase. A loop busy near 100 % means that Node process is the limit; CPU well under the loop's
  figure means the process was waiting for a core (the machine was oversubscribed). The load generator's own CPU and
  the whole machine's busy share (from /proc/stat, so other work on the machine counts too) are shown beside them.
  "No requests" is measured last: once the servers' CPU, summed, stays under 5 % of a core for a whole second after the
  query phase (the process managers work off what the load left; at most ${report.settings.settleIdleSeconds} s, and how long it took is shown), then
  ${report.settings.idleSeconds} s with no client connected, with the round trips, write commits and reads the processes' database wrappers counted over the same seconds.
- **Connection loss.** On the one-process PostgreSQL deployment (a fresh database and process of its own), the same
  donation load as above (${report.settings.donationClients} clients, ${report.settings.warmupSeconds} s warm-up, ${report.settings.donationSeconds} s window); at 1/3 and 2/3 of the window a separate pg client
  terminates every connection of the app's database (\`pg_terminate_backend\` on all of its backends in \`pg_stat_activity\`).
  Donations/s = 201s in the window ÷ the window; the longest pause is the longest stretch of the window (its ends
  included) without a 201; 503 answers are counted over the whole load, payment and donation calls alike, and the
  load does not retry them. Afterwards the log is asked, by paymentId, how many \`DonationRecorded\` events each
  acknowledged donation has: each must have exactly one.
- **Process managers behind.** From the instant the load stopped, the bench asks the process that runs the process
  managers (the one process, or the command API), every 100 ms, for one statement's reading of the log's newest event
  and each manager's checkpoint (\`process_checkpoints\`; the scheduled jobs' are left out), each with when the first
  event after it was recorded (\`recorded_at\`), and the database's clock. Behind = how long the oldest event after a
  manager's checkpoint had been in the log (0 with none after it), in the first reading, taken as soon after the
  stop as the server answered (how long after is shown); the same is read every second while the load runs (after
  the warm-up), and the most is shown beside it. Caught up = from the stop until a reading shows the checkpoint at
  or past the first reading's newest event, to within the 100 ms step. A checkpoint moves once a reaction or a
  batch is done (\`services/command-api/src/core/process-manager-runner.ts\`), so the figures include the batch in
  hand.
- **Backlog.** Donations that had their 201 but were not yet shown by any push when the load stopped: a backlog that
  grows with the run's length means the projector cannot keep up with that rate.`;

/** Issue 14's budget for the home page's JavaScript. */
const HOME_PAGE_SCRIPT_BUDGET_KB = 100;

const kb = (bytes: number) => round(bytes / 1024, 1);

const homePageLines = ({ homePageScript: script }: Report) =>
  script
    ? [
        `Home page JavaScript on a first visit (issue 14's budget: at most ${HOME_PAGE_SCRIPT_BUDGET_KB} KB gzipped): ` +
          `**${kb(script.gzipBytes)} KB gzipped** (${kb(script.bytes)} KB raw, ${script.files} files), ` +
          `${script.gzipBytes / 1024 <= HOME_PAGE_SCRIPT_BUDGET_KB ? 'within' : '**over**'} the budget; of it, ` +
          `${kb(script.beforePaint.gzipBytes)} KB gzipped (${script.beforePaint.files} files) asked for before the first ` +
          'contentful paint, the rest after it. Measured by loading `/` of the built client in Chromium at 375 px and ' +
          'gzipping (level 9) every script it fetched; the server sends them gzipped.',
        '',
      ]
    : [];

/** The Markdown for bench/RESULTS.md. */
export const renderReport = (report: Report) =>
  [
    '# Benchmark results',
    '',
    `Taken ${report.startedAt.toISOString()} (took ${round((report.finishedAt.getTime() - report.startedAt.getTime()) / 1000, 0)} s) with \`npm run bench\` (GitHub issue 2).`,
    '',
    'Settings, targets and what limits these figures: [README.md](README.md).',
    '',
    ...(report.settings.note ? [`> **Note.** ${report.settings.note}`, ''] : []),
    ...(report.problems.length > 0
      ? ['Problems in this run:', ...report.problems.map((problem) => `- ${problem}`), '']
      : []),
    '## Machine',
    '',
    machineTable(report),
    '',
    '## Results',
    '',
    resultsTable(report),
    '',
    `pgbench single-row INSERT ceiling on this machine: ${ceilingLine(report)}`,
    '',
    ...floorLines(report),
    '',
    ...homePageLines(report),
    ...lighthouseLines(report),
    METHOD(report),
    '',
    '## Settings of this run',
    '',
    `\`${settingsLine(report.settings)}\``,
    '',
  ].join('\n');

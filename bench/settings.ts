import path from 'node:path';

const seconds = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

const count = (name: string, fallback: number) => Math.max(1, Math.trunc(seconds(name, fallback)));

export const TARGETS = ['postgres', 'postgres-thread', 'postgres-split', 'pglite'] as const;
export type Target = (typeof TARGETS)[number];

const targets = (): Target[] => {
  const listed = (process.env.BENCH_TARGETS ?? TARGETS.join(','))
    .split(',')
    .map((name) => name.trim());
  const unknown = listed.filter((name) => !(TARGETS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_TARGETS: unknown target(s) ${unknown.join(', ')}`);
  return listed as Target[];
};

/** Every knob of `npm run bench`, from the environment; the defaults keep the whole run under ~5 minutes. */
export const loadSettings = () => ({
  targets: targets(),
  donationSeconds: seconds('BENCH_SECONDS', 20),
  warmupSeconds: seconds('BENCH_WARMUP_SECONDS', 3),
  settleSeconds: seconds('BENCH_SETTLE_SECONDS', 30),
  querySeconds: seconds('BENCH_QUERY_SECONDS', 10),
  idleSeconds: seconds('BENCH_IDLE_SECONDS', 20),
  settleIdleSeconds: seconds('BENCH_IDLE_SETTLE_SECONDS', 90),
  donationClients: count('BENCH_DONATION_CLIENTS', 50),
  queryClients: count('BENCH_QUERY_CLIENTS', 200),
  campaigns: count('BENCH_CAMPAIGNS', 20),
  pgbenchSeconds: count('BENCH_PGBENCH_SECONDS', 10),
  pgbenchClients: count('BENCH_PGBENCH_CLIENTS', 50),
  adminDatabaseUrl:
    process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  deadlineSeconds: seconds('BENCH_DEADLINE_SECONDS', 1_500),
  cpuProfileDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined,
  resultsFile: path.resolve(process.env.BENCH_RESULTS ?? path.join(__dirname, 'RESULTS.md')),
  note: process.env.BENCH_NOTE ?? '',
});
export type Settings = ReturnType<typeof loadSettings>;

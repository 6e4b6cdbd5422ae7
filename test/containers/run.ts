/**
 * npm run test:containers: runs the suites that need real engines in containers (testcontainers), each in jest
 * with the engine's address in its environment. Without a container runtime each suite is reported
 * `not run: <suite> — <reason>`: not a failure, never a pass. Ends with how many of the read models in the code
 * the MongoDB suites compare (the read-store contract, on the log holding every event type) and
 * `containers: N ran, N passed, N failed, N not run`; exits 1 only when a suite failed.
 */
import { KafkaContainer } from '@testcontainers/kafka';
import { MongoDBContainer } from '@testcontainers/mongodb';
import { PostgreSqlContainer } from '@testcontainers/postgresql';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GenericContainer,
  getContainerRuntimeClient,
  Wait,
  type StartedTestContainer,
} from 'testcontainers';
import { engineImage } from './images';
import { queryApiOnMongodb } from './query-api-on-mongodb';
import { coverageLine, readModelCoverage, readModelsInCode } from './read-model-coverage';
import { comparedTables } from '../support/read-side/read-stores';

type Outcome = { result: 'passed' | 'failed'; detail: string };
type Suite = {
  name: string;
  run: (stop: (container: StartedTestContainer) => void) => Promise<Outcome>;
};

const root = path.resolve(__dirname, '../..');
const reports = mkdtempSync(path.join(tmpdir(), 'harambee-containers-'));

type Report = {
  numPassedTests?: number;
  numFailedTests?: number;
  numRuntimeErrorTestSuites?: number;
  testResults?: { assertionResults?: { fullName: string; status: string }[] }[];
};

/** How many tests passed whose name says they ran on that engine. */
const passedOn = (report: Report, engine: string) =>
  (report.testResults ?? [])
    .flatMap((suite) => suite.assertionResults ?? [])
    .filter((test) => test.status === 'passed' && test.fullName.includes(engine)).length;

/**
 * Runs jest on the matching specs with the engines' addresses; passed only when it ran tests and none failed and,
 * with `engine`, some of those that passed ran on it (so suites that also run on PostgreSQL cannot pass alone).
 */
const jest = (
  project: 'int' | 'containers',
  pattern: string,
  env: Record<string, string>,
  engine?: string,
): Outcome => {
  const outputFile = path.join(reports, `${project}-${Date.now()}.json`);
  const run = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      project,
      '--runInBand',
      '--testPathPatterns',
      pattern,
      '--json',
      `--outputFile=${outputFile}`,
    ],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  let report: Report;
  try {
    report = JSON.parse(readFileSync(outputFile, 'utf8'));
  } catch {
    return { result: 'failed', detail: `jest wrote no report (exit ${run.status})` };
  }
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  const onEngine = engine ? passedOn(report, engine) : passed;
  const ok = run.status === 0 && failed === 0 && passed > 0 && onEngine > 0;
  const detail = `${passed} tests passed${engine ? ` (${onEngine} on ${engine})` : ''}, ${failed} failed`;
  return { result: ok ? 'passed' : 'failed', detail };
};

const postgres = async (stop: (container: StartedTestContainer) => void) => {
  const container = await new PostgreSqlContainer(engineImage('postgres')).start();
  stop(container);
  return container.getConnectionUri();
};

/** A one-node replica set (transactions and change streams need one), by a URL that reaches it from here. */
const mongodb = async (stop: (container: StartedTestContainer) => void) => {
  const container = await new MongoDBContainer(engineImage('mongodb')).start();
  stop(container);
  return `${container.getConnectionString()}/?directConnection=true`;
};

/** A KurrentDB 26.1 node with the $by_event_type projection readByType reads. */
const kurrentdb = async (stop: (container: StartedTestContainer) => void) => {
  const container = await new GenericContainer(engineImage('kurrentdb'))
    .withEnvironment({
      KURRENTDB_CLUSTER_SIZE: '1',
      // readByType reads the $et- streams of the $by_event_type system projection.
      KURRENTDB_RUN_PROJECTIONS: 'System',
      KURRENTDB_START_STANDARD_PROJECTIONS: 'true',
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_NODE_PORT: '2113',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(
      Wait.forHttp('/health/live', 2113).forStatusCodeMatching(
        (status) => status >= 200 && status < 300,
      ),
    )
    .withStartupTimeout(120_000)
    .start();
  stop(container);
  return `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
};

/** One Kafka broker in KRaft mode, by the address its clients reach it at. */
const kafka = async (stop: (container: StartedTestContainer) => void) => {
  const container = await new KafkaContainer(engineImage('kafka-in-tests')).withKraft().start();
  stop(container);
  return `${container.getHost()}:${container.getMappedPort(9093)}`;
};

const suites: Suite[] = [
  {
    name: 'event-store contract on PostgreSQL',
    run: async (stop) =>
      jest('int', 'packages/eventstore/src/event-store-contract', {
        TEST_DATABASE_URL: await postgres(stop),
      }),
  },
  {
    name: 'event-store contract and cost as the log grows on KurrentDB',
    run: async (stop) =>
      jest('containers', 'packages/eventstore/src/kurrentdb/kurrentdb-', {
        KURRENTDB_TEST_URL: await kurrentdb(stop),
        TEST_DATABASE_URL: await postgres(stop),
      }),
  },
  {
    name: 'relay and projector on Kafka',
    run: async (stop) =>
      jest('containers', 'test/containers/kafka-roundtrip', {
        KAFKA_TEST_BROKERS: await kafka(stop),
        TEST_DATABASE_URL: await postgres(stop),
      }),
  },
  {
    name: 'read-model store contract and ledger entries on MongoDB (projector)',
    run: async (stop) =>
      jest(
        'int',
        'services/projector/src/(read-store-contract|projections/ledger-entries)',
        { MONGODB_TEST_URL: await mongodb(stop), TEST_DATABASE_URL: await postgres(stop) },
        'mongodb',
      ),
  },
  {
    name: 'query API suites and "same log, same answers" on MongoDB',
    run: async (stop) =>
      jest(
        'int',
        queryApiOnMongodb(),
        { MONGODB_TEST_URL: await mongodb(stop), TEST_DATABASE_URL: await postgres(stop) },
        'mongodb',
      ),
  },
  {
    name: 'the card path end to end: KurrentDB → relay → Kafka → projector → MongoDB → query API, answering as PostgreSQL',
    run: async (stop) =>
      jest(
        'containers',
        'test/containers/card-path',
        {
          KURRENTDB_TEST_URL: await kurrentdb(stop),
          KAFKA_TEST_BROKERS: await kafka(stop),
          MONGODB_TEST_URL: await mongodb(stop),
          TEST_DATABASE_URL: await postgres(stop),
        },
        'mongodb',
      ),
  },
];

const main = async () => {
  const counts = { ran: 0, passed: 0, failed: 0, notRun: 0 };
  let runtime: string | undefined;
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    runtime = `no container runtime (${error instanceof Error ? error.message : String(error)})`;
  }
  for (const suite of suites) {
    if (runtime) {
      counts.notRun += 1;
      console.log(`not run: ${suite.name} — ${runtime}`);
      continue;
    }
    const started: StartedTestContainer[] = [];
    let outcome: Outcome;
    try {
      outcome = await suite.run((container) => started.push(container));
    } catch (error) {
      outcome = {
        result: 'failed',
        detail: error instanceof Error ? error.message : String(error),
      };
    } finally {
      await Promise.allSettled(started.map((container) => container.stop()));
    }
    counts.ran += 1;
    counts[outcome.result] += 1;
    console.log(`${outcome.result}: ${suite.name} — ${outcome.detail}`);
  }
  console.log(coverageLine(readModelCoverage(comparedTables, readModelsInCode()), !runtime));
  console.log(
    `containers: ${counts.ran} ran, ${counts.passed} passed, ${counts.failed} failed, ${counts.notRun} not run`,
  );
  process.exitCode = counts.failed > 0 ? 1 : 0;
};

void main();

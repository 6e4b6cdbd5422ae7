import type { Sql, SqlDatabase } from '@harambee/database';
import { LOG_START, createPostgresEventStore, migrate } from './index';
import { readAll } from './read-events';
import { toStoredEvent } from './stored-event';
import { sampleCatalogue, userRegistered } from './testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

/**
 * How the server reads a log's data keys: looked up by the keys' primary key, never by scanning every key for each
 * event read (which a rebuild of a fresh log once did: its planner had no statistics, guessed a thousand subjects an
 * event, and read 5,000 events in 42 s). Planned, never timed.
 */
const kind = testDatabaseKinds().at(-1)!;
const onServer = kind === 'postgres' ? describe : describe.skip;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The statement `readAll` sends with its keys, as the server plans it. */
const plannedLogRead = async (db: SqlDatabase) => {
  let sent: { text: string; params?: unknown[] } | undefined;
  const recording: Sql = {
    query: async (text, params) => {
      sent = { text, params };
      return db.query(text, params);
    },
    exec: (text) => db.exec(text),
    copyIn: (table, columns, rows) => db.copyIn(table, columns, rows),
  };
  await readAll(recording, (row) => toStoredEvent(sampleCatalogue, row), LOG_START, 5_000, true);
  const [row] = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (format json) ${sent!.text}`,
    sent!.params,
  );
  return nodesOf(row!['QUERY PLAN'][0].Plan);
};

onServer('reading the log with its data keys, on PostgreSQL', () => {
  let db: SqlDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
    // Freshly written and never analyzed, as a rebuild finds a log just restored or written.
    await db.exec(`alter table events set (autovacuum_enabled = false);
      alter table personal_data_keys set (autovacuum_enabled = false)`);
  });
  afterAll(() => db.close());

  it('when a fresh log of people with keys of their own is read, then each key is looked up by its primary key', async () => {
    const store = createPostgresEventStore(db, sampleCatalogue);
    await store.append(
      Array.from({ length: 2_000 }, (_, index) => ({
        streamId: `user-${index}`,
        expected: 'no_stream' as const,
        events: [userRegistered(`u${index}`, 'Amina')],
      })),
    );

    const plan = await plannedLogRead(db);

    const keyReads = plan.filter((node) => node['Relation Name'] === 'personal_data_keys');
    expect(keyReads.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(plan.filter((node) => node['Index Name'] === 'personal_data_keys_pkey')).toHaveLength(1);
  });
});

import type { SqlDatabase } from '@harambee/database';
import { migrate } from './migrate';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

/** The data index's options, as the database keeps them. */
const dataIndexOptions = async (db: SqlDatabase) => {
  const [row] = await db.query<{ options: string[] | null }>(
    `select reloptions as options from pg_class where relname = 'events_matched'`,
  );
  return row?.options ?? [];
};

describe.each(testDatabaseKinds())('the log migrated on %s', (kind) => {
  let db: SqlDatabase;
  beforeEach(async () => {
    db = await openTestDatabase(kind);
  });
  afterEach(() => db.close());

  it('puts each append into the data index as it goes: no pending list for a later append to move in whole', async () => {
    await migrate(db);
    expect(await dataIndexOptions(db)).toContain('fastupdate=off');
  });

  it('when a log of an earlier version has the index of every path of its data, then the migration drops it', async () => {
    await migrate(db);
    await db.exec(`create index events_data on events using gin (data jsonb_path_ops)`);
    await migrate(db);
    const [row] = await db.query<{ count: number }>(
      `select count(*)::int as count from pg_class where relname = 'events_data'`,
    );
    expect(row?.count).toBe(0);
  });
});

import type { SqlDatabase } from '@harambee/database';
import { migrate } from './migrate';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

/** The data index's options, as the database keeps them. */
const dataIndexOptions = async (db: SqlDatabase) => {
  const [row] = await db.query<{ options: string[] | null }>(
    `select reloptions as options from pg_class where relname = 'events_data'`,
  );
  return row?.options ?? [];
};

const pendingPages = async (db: SqlDatabase) => {
  const [row] = await db.query<{ pages: number }>(
    `select gin_clean_pending_list('events_data')::int as pages`,
  );
  return row?.pages;
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

  it('when a log of an earlier version has entries pending, then the migration moves them in and stops the list', async () => {
    await migrate(db);
    await db.exec(`alter index events_data set (fastupdate = on)`);
    await db.query(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
       values ('gift-1', 1, gen_random_uuid(), 'GiftGiven', 1, '{"campaignId": "c-1"}', '{}')`,
    );
    await migrate(db);
    expect(await dataIndexOptions(db)).toContain('fastupdate=off');
    expect(await pendingPages(db)).toBe(0);
    const found = await db.query(`select 1 from events where data @> '{"campaignId": "c-1"}'`);
    expect(found).toHaveLength(1);
  });
});

import type { Sql, SqlDatabase } from '@harambee/database';
import { checkWrites } from './checked-writes';
import { migrate } from './index';
import { createPersonalDataVault } from './personal-data-vault';
import { readByType } from './read-events';
import { toStoredEvent } from './stored-event';
import {
  adminMetadata,
  campaignApproved,
  campaignFeatured,
  sampleCatalogue,
} from './testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from './testing/test-databases';

/**
 * The shape of the log's cost on PostgreSQL: what an append and a campaign's read by type read of the `events` table
 * (rows, as the server counts them in the transaction) stays the same whether the stream and the type hold 10 k or
 * 100 k events. Counted, never timed. On KurrentDB the same shape is held by the adapter's unit spec.
 */
const kind = testDatabaseKinds().at(-1)!;
const onServer = kind === 'postgres' ? describe : describe.skip;

onServer('the cost of the log as it grows, on PostgreSQL', () => {
  let db: SqlDatabase;
  let grown = 0;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await migrate(db);
  });
  afterAll(() => db.close());

  /** One long campaign stream, every event a CampaignApproved of another campaign: the type and the stream grow. */
  const growTo = async (size: number) => {
    await db.query(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
       select 'campaign-long', g, gen_random_uuid(), 'CampaignApproved', 1,
              jsonb_build_object('campaignId', 'other-' || g, 'at', '2026-11-22T10:00:00.000Z'), $2::jsonb
       from generate_series($1::int + 1, $3::int) g`,
      [grown, JSON.stringify(adminMetadata), size],
    );
    grown = size;
    await db.exec('analyze events');
  };

  /** Rows of `events` the server read (scanned, or fetched through an index) while `work` ran in one transaction. */
  const rowsRead = (work: (tx: Sql) => Promise<unknown>, undo?: (tx: Sql) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      await work(tx);
      const [row] = await tx.query<{ rows: number }>(
        `select (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::int as rows
         from pg_stat_xact_user_tables where relname = 'events'`,
      );
      await undo?.(tx);
      return row!.rows;
    });

  /** One event appended at the end of the long stream, as the store appends it, then taken back. */
  const appendCost = async () => {
    const checked = await checkWrites(sampleCatalogue, createPersonalDataVault(db), [
      { streamId: 'campaign-long', expected: grown, events: [campaignFeatured('mine')] },
    ]);
    return rowsRead(
      (tx) => tx.query('select * from append_events($1::jsonb, null)', [JSON.stringify(checked)]),
      (tx) =>
        tx.query('delete from events where stream_id = $1 and stream_version > $2', [
          'campaign-long',
          grown,
        ]),
    );
  };

  const campaignReadCost = () =>
    rowsRead((tx) =>
      readByType(tx, (row) => toStoredEvent(sampleCatalogue, row), ['CampaignApproved'], {
        campaignId: 'mine',
      }),
    );

  it("when the stream and the type grow from 10 k to 100 k events, then an append and a campaign's read by type still read a handful of rows", async () => {
    await growTo(10_000);
    await db.query(
      `insert into events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
       values ('campaign-mine', 1, gen_random_uuid(), 'CampaignApproved', 1, $1::jsonb, $2::jsonb)`,
      [JSON.stringify(campaignApproved('mine').data), JSON.stringify(adminMetadata)],
    );
    const atTenThousand = { append: await appendCost(), read: await campaignReadCost() };

    await growTo(100_000);
    const atHundredThousand = { append: await appendCost(), read: await campaignReadCost() };

    // A handful of rows each at either size (2 to 8: the stream's end, the ids looked up, the campaign's event, and
    // whatever dead versions of the taken-back appends the index still points at), never the stream's or the type's.
    for (const cost of [atTenThousand, atHundredThousand]) {
      expect(cost.append).toBeLessThan(20);
      expect(cost.read).toBeLessThan(20);
    }
  });
});

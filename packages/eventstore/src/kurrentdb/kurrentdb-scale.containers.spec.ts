import { randomUUID } from 'node:crypto';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import type { SqlDatabase } from '@harambee/database';
import { migrate } from '../index';
import { createPersonalDataVault } from '../personal-data-vault';
import { campaignApproved, campaignFeatured, sampleCatalogue } from '../testing/sample-events';
import { openTestDatabase, testDatabaseKinds } from '../testing/test-databases';
import { validateEvent } from '../validate-event';
import { createKurrentDbEventStore, type KurrentDbClient } from './kurrentdb-event-store';
import { toEventData } from './kurrentdb-mapping';

/** Set by `npm run test:containers` once a KurrentDB container answers. */
const url = process.env.KURRENTDB_TEST_URL;
const onServer = url ? describe : describe.skip;

/**
 * The shape of the log's cost on a real KurrentDB: the records its reads give back for an append and for a
 * campaign's read by type stay the same at 10 k and 100 k events in the stream and of the type. Counted, never timed.
 */
onServer('the cost of the log as it grows, on KurrentDB', () => {
  let client: KurrentDBClient;
  let db: SqlDatabase;
  let served = 0;
  const run = randomUUID().slice(0, 8);
  const ledger = `public-ledger-${run}`;
  let size = 0;

  beforeAll(async () => {
    client = KurrentDBClient.connectionString(url!);
    db = await openTestDatabase(testDatabaseKinds().at(-1)!);
    await migrate(db);
  });
  afterAll(async () => {
    await client.dispose();
    await db.close();
  });

  /** The real client, counting every record its stream reads give back. */
  const counting = (): KurrentDbClient => ({
    readStream: ((...args: Parameters<KurrentDBClient['readStream']>) => {
      const inner = client.readStream(...args);
      return (async function* () {
        for await (const resolved of inner) {
          served += 1;
          yield resolved;
        }
      })();
    }) as unknown as KurrentDbClient['readStream'],
    readAll: client.readAll.bind(client),
    appendRecords: client.appendRecords.bind(client),
    subscribeToAll: client.subscribeToAll.bind(client),
    getProjectionStatus: client.getProjectionStatus.bind(client),
  });
  const store = () =>
    createKurrentDbEventStore(counting(), {
      ...sampleCatalogue,
      vault: createPersonalDataVault(db),
      db,
    });

  /** Other campaigns' CampaignApproved events at the end of the ledger stream, a thousand per append. */
  const growTo = async (target: number) => {
    while (size < target) {
      const batch = Array.from({ length: Math.min(1_000, target - size) }, () =>
        toEventData(validateEvent(sampleCatalogue, campaignApproved(`other-${run}`))),
      );
      await client.appendToStream(ledger, batch);
      size += batch.length;
    }
  };

  const cost = async () => {
    let before = served;
    await store().append([
      { streamId: ledger, expected: size, events: [campaignFeatured(`mine-${run}`)] },
    ]);
    size += 1;
    const append = served - before;
    before = served;
    await store().readByType(['CampaignApproved'], { campaignId: `mine-${run}` });
    return { append, read: served - before };
  };

  it("when the stream and the type grow from 10 k to 100 k events, then an append and a campaign's read by type read as many records", async () => {
    await store().append([
      {
        streamId: `campaign-mine-${run}`,
        expected: 'no_stream',
        events: [campaignApproved(`mine-${run}`)],
      },
    ]);
    await growTo(10_000);
    const atTenThousand = await cost();

    await growTo(100_000);

    expect(await cost()).toEqual(atTenThousand);
    expect(atTenThousand).toEqual({ append: 0, read: 1 });
  }, 600_000);
});

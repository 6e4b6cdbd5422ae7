import { createPersonalDataVault, migrate } from '@harambee/eventstore';
import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { openDatabase } from '@harambee/database';
import { createPostgresEventStore, ERASED_NAME } from '@harambee/events';
import {
  appendEach,
  approvedCampaignStory,
  campaignEnded,
  donationRecorded,
  donationRefunded,
  payoutPaid,
  refundRequested,
  withdrawalApproved,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { live, migrateReadModels } from '@harambee/read-models';
import { projectAll } from '../../../test/support/read-side/projector-under-test';
import { projections } from './projections';
import { rebuildProjections } from './rebuild';

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('rebuilding with the log read, decoded and opened on a thread of its own', () => {
  it('when every read model is rebuilt, then each table holds exactly the rows the live projections wrote, an erased backer erased', async () => {
    const server = await createServerDatabase();
    const db = await openDatabase({ databaseUrl: server.url });
    try {
      await migrate(db);
      await migrateReadModels(db);
      const store = createPostgresEventStore(db);
      const gifts = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((dollars) =>
        donationRecorded('c1', { amountCents: dollars * 100, donorName: `Backer ${dollars}` }),
      );
      await appendEach(
        store,
        ...approvedCampaignStory({ goalCents: 1_000_000 }),
        ...gifts,
        refundRequested(gifts[2]!),
        donationRefunded(gifts[2]!),
        campaignEnded('c1', 'funded', 4_200),
        withdrawalRequested('c1', 'creator-1', {
          grossCents: 4_200,
          platformFeeCents: 210,
          processingFeesCents: 0,
          netCents: 3_990,
        }),
        withdrawalApproved('c1', 'admin-1'),
        payoutPaid('c1', 'TRF_1', 3_990),
      );
      const erased = (gifts[4]!.data as { donationId: string }).donationId;
      await createPersonalDataVault(db).erase(`donation-${erased}`);
      await projectAll(db, store);
      const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
      const rowsOfAll = () =>
        Promise.all(tables.map((table) => db.query(`select * from ${live(table)} order by 1, 2`)));
      const before = await rowsOfAll();
      await rebuildProjections({ db, store, batchSize: 4, logDatabaseUrl: server.url });
      expect(await rowsOfAll()).toEqual(before);
      const donors = await db.query<{ id: string; donor_name: string }>(
        `select id, donor_name from ${live('donations')}`,
      );
      expect(donors).toHaveLength(9);
      expect(donors.find((donor) => donor.id === erased)?.donor_name).toBe(ERASED_NAME);
      expect(donors.filter((donor) => donor.donor_name.startsWith('Backer '))).toHaveLength(8);
    } finally {
      await db.close();
      await server.drop();
    }
  });
});

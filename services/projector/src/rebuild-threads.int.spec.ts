import { migrate } from '@harambee/eventstore';
import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { openDatabase } from '@harambee/database';
import { createPostgresEventStore } from '@harambee/events';
import {
  appendEach,
  approvedCampaignStory,
  campaignEnded,
  donationRecorded,
  donationRefunded,
  refundRequested,
} from '@harambee/events/src/testing/sample-events';
import { live, migrateReadModels } from '@harambee/read-models';
import { projectAll } from '../../../test/support/read-side/projector-under-test';
import { projections } from './projections';
import { rebuildProjections } from './rebuild';

describe('rebuilding on PostgreSQL with the log read by threads and rows loaded by COPY', () => {
  it('when every read model is rebuilt, then each table holds exactly the rows the live projection wrote', async () => {
    const server = await createServerDatabase();
    const db = await openDatabase({ databaseUrl: server.url });
    try {
      await migrate(db);
      await migrateReadModels(db);
      const store = createPostgresEventStore(db);
      const gifts = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((dollars) =>
        donationRecorded('c1', { amountCents: dollars * 100 }),
      );
      await appendEach(
        store,
        ...approvedCampaignStory({ goalCents: 1_000_000 }),
        ...gifts,
        refundRequested(gifts[2]!),
        donationRefunded(gifts[2]!),
        donationRecorded('c1', { amountCents: 5_000 }),
        campaignEnded('c1', 'funded', 9_000),
      );
      await projectAll(db, store);
      const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
      const rowsOfAll = () =>
        Promise.all(tables.map((table) => db.query(`select * from ${live(table)} order by 1, 2`)));
      const before = await rowsOfAll();
      await rebuildProjections({ db, store, batchSize: 4, logDatabaseUrl: server.url });
      expect(await rowsOfAll()).toEqual(before);
      expect(before[tables.indexOf('donations')]!.length).toBe(10);
    } finally {
      await db.close();
      await server.drop();
    }
  });
});

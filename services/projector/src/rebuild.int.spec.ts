import { testDatabaseKinds } from '@harambee/eventstore/src/testing/test-databases';
import { live } from '@harambee/read-models';
import { REBUILD_BATCH_SIZE, rebuildProjections } from './rebuild';
import { startProjector } from './runner';
import { projectionStatus } from './status';
import {
  appendEach,
  approvedCampaignStory,
  campaignCreated,
  campaignEnded,
  campaignReviewed,
  donationRecorded,
  donationRefunded,
  payoutPaid,
  refundFailed,
  refundRequested,
  withdrawalApproved,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import {
  eventually,
  projectionDatabaseForEach,
  projectAll,
} from '../../../test/support/read-side/projector-under-test';

describe.each(testDatabaseKinds())('rebuilding projections on %s', (kind) => {
  const world = projectionDatabaseForEach(kind, () => [
    ...approvedCampaignStory({ goalCents: 1_000_000 }),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((dollars) =>
      donationRecorded('c1', { amountCents: dollars * 100 }),
    ),
  ]);

  const raised = async () =>
    (
      await world.db.query<{ raised: number; donations: number }>(
        `select amount_raised_cents::int as raised, donation_count as donations from ${live('campaigns')} where id = 'c1'`,
      )
    )[0];

  it('when campaigns are rebuilt while serving, then readers keep the old table until the swap and appends are not lost', async () => {
    const projector = await startProjector({ ...world, idleMs: 50 });
    try {
      await eventually(async () => (await raised())?.donations === 8);
      await world.db.exec(
        `update ${live('campaigns')} set amount_raised_cents = 0 where id = 'c1'`,
      );
      const servedDuringRebuild: Array<number | undefined> = [];
      const rebuilt = await rebuildProjections({
        ...world,
        names: ['campaigns'],
        batchSize: 3,
        onProgress: async (applied) => {
          servedDuringRebuild.push((await raised())?.raised);
          if (applied === 3)
            await appendEach(world.store, donationRecorded('c1', { amountCents: 10_000 }));
        },
      });
      expect(rebuilt).toEqual(['campaigns']);
      expect(servedDuringRebuild.length).toBeGreaterThan(2);
      expect(servedDuringRebuild.every((value) => value === 0 || value === 10_000)).toBe(true);
      await eventually(async () => (await raised())?.donations === 9);
      expect(await raised()).toEqual({ raised: 3_600 + 10_000, donations: 9 });
      const schemas = await world.db.query(
        `select nspname from pg_namespace where nspname like 'read_models_rebuild%'`,
      );
      expect(schemas).toEqual([]);
    } finally {
      await projector.stop();
    }
  });

  it('when read models are swapped in at a checkpoint behind the live runner, then it reads again from there and loses nothing', async () => {
    const projector = await startProjector({ ...world, idleMs: 50 });
    try {
      await eventually(async () => (await raised())?.donations === 8);
      // As a swap of campaigns rebuilt up to the fifth gift would leave them, behind where the runner got to.
      const [fifth] = await world.db.query<{ t: string; p: string }>(
        `select transaction_id::text as t, global_position::text as p from events
         where type = 'DonationRecorded' order by transaction_id, global_position offset 4 limit 1`,
      );
      await world.db.exec(
        `update ${live('campaigns')} set amount_raised_cents = 1500, donation_count = 5 where id = 'c1'`,
      );
      await world.db.query(
        `update ${live('projection_checkpoints')} set transaction_id = $1, global_position = $2 where name = 'campaigns'`,
        [fifth!.t, fifth!.p],
      );
      await appendEach(world.store, donationRecorded('c1', { amountCents: 10_000 }));
      await eventually(async () => (await raised())?.donations === 9);
      expect(await raised()).toEqual({ raised: 3_600 + 10_000, donations: 9 });
    } finally {
      await projector.stop();
    }
  });

  it('when one projection is rebuilt, then the projections it reads are replayed and swapped with it', async () => {
    await projectAll(world.db, world.store);
    const before = await world.db.query(
      `select * from ${live('campaign_history')} order by transaction_id, global_position`,
    );
    const rebuilt = await rebuildProjections({ ...world, names: ['history'] });
    expect(rebuilt).toEqual(['users', 'history', 'campaigns']);
    expect(
      await world.db.query(
        `select * from ${live('campaign_history')} order by transaction_id, global_position`,
      ),
    ).toEqual(before);
  });

  // In batches of three, a refund's update names rows an earlier batch loaded, on a server while it was applied.
  it.each([REBUILD_BATCH_SIZE, 3])(
    'when money went out, refunds on one campaign and a paid withdrawal on another, then a rebuild in batches of %i gives identical rows',
    async (batchSize) => {
      const refunded = donationRecorded('c2', { amountCents: 2_000 });
      await appendEach(
        world.store,
        campaignCreated('c2', 'creator-1', { goalCents: 1_000_000 }),
        campaignReviewed('CampaignApproved', 'c2', 'admin-1'),
        refunded,
        campaignEnded('c2', 'failed', 2_000),
        refundRequested(refunded),
        refundFailed(refunded),
        donationRefunded(refunded),
        campaignEnded('c1', 'funded', 3_600),
        withdrawalRequested('c1', 'creator-1', {
          grossCents: 3_600,
          platformFeeCents: 180,
          processingFeesCents: 0,
          netCents: 3_420,
        }),
        withdrawalApproved('c1', 'admin-1'),
        payoutPaid('c1', 'TRF_1', 3_420),
      );
      await projectAll(world.db, world.store);
      const tables = ['campaigns', 'donations', 'withdrawals', 'money_ledger'] as const;
      const rowsOfAll = () =>
        Promise.all(
          tables.map((table) => world.db.query(`select * from ${live(table)} order by 1, 2`)),
        );
      const before = await rowsOfAll();
      await rebuildProjections({
        ...world,
        names: ['campaigns', 'donations', 'money-ledger'],
        batchSize,
      });
      expect(await rowsOfAll()).toEqual(before);
      expect(before[3]!.length).toBe(2 + 8 + 3);
    },
  );

  it('when asked for an unknown projection, then the rebuild refuses before touching anything', async () => {
    await expect(rebuildProjections({ ...world, names: ['nonsense'] })).rejects.toThrow(
      /Unknown projection nonsense/,
    );
  });

  it('when the projector has caught up, then the status shows every projection at the head of the log', async () => {
    expect(
      (await projectionStatus(world.db, world.store)).every(
        (projection) => projection.behind === 12,
      ),
    ).toBe(true);
    await projectAll(world.db, world.store);
    const status = await projectionStatus(world.db, world.store);
    expect(status.map((projection) => projection.behind)).toEqual(status.map(() => 0));
    expect(status.map((projection) => projection.name)).toContain('campaigns');
  });
});

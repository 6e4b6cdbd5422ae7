import { testDatabaseKinds } from '@harambee/eventstore/src/testing/test-databases';
import { readLogOf } from '@harambee/eventstore/src/testing/sample-events';
import {
  CAMPAIGN_PROGRESS_CHANNEL,
  live,
  readModelTables,
  USER_NOTIFICATIONS_CHANNEL,
} from '@harambee/read-models';
import { applyBatch, useSchema } from './apply-batch';
import type { Projection } from './projection';
import { projections } from './projections';
import { startProjector } from './runner';
import {
  appendEach,
  approvedCampaignStory,
  donationRecorded,
} from '@harambee/events/src/testing/sample-events';
import {
  eventually,
  projectionDatabaseForEach,
  projectAll,
  rowsOf,
} from '../../../test/support/read-side/projector-under-test';

const amounts = [1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000];
const total = amounts.reduce((sum, amount) => sum + amount, 0);

describe.each(testDatabaseKinds())('projector runner on %s', (kind) => {
  const story = () => [
    ...approvedCampaignStory({ goalCents: 50_000 }),
    ...amounts.map((amountCents) => donationRecorded('c1', { amountCents })),
  ];
  const world = projectionDatabaseForEach(kind, story);

  const totals = async () =>
    (
      await world.db.query<{ raised: number; donations: number; rows: number; unseen: number }>(
        `select c.amount_raised_cents::int as raised, c.donation_count as donations,
                (select count(*)::int from ${live('donations')}) as rows,
                (select unseen_donations from ${live('creator_notifications')}) as unseen
         from ${live('campaigns')} c where c.id = 'c1'`,
      )
    )[0];

  const readModelRows = async () => {
    const tables = readModelTables.filter((table) => table !== 'projection_checkpoints');
    return Promise.all(tables.map((table) => rowsOf(world.db, table)));
  };

  it('when the same events are applied twice, then the read models are the same as after once', async () => {
    // The log reads below the oldest transaction open on the server: another suite's can hold the last events back.
    const events = await readLogOf(world.store, story().length);
    const applyAll = () =>
      world.db.transaction(async (tx) => {
        await useSchema(tx, 'read_models');
        await applyBatch(tx, projections, events);
      });
    await applyAll();
    const once = await readModelRows();
    await applyAll();
    expect(await readModelRows()).toEqual(once);
    expect(await totals()).toEqual({ raised: total, donations: 10, rows: 10, unseen: 10 });
  });

  it('when a batch fails half-way, then nothing of it stays, and after a restart every donation counts once', async () => {
    let seen = 0;
    const crashOnSixthDonation: Projection = {
      name: 'crash',
      tables: [],
      handlers: {
        DonationRecorded: async () => {
          seen += 1;
          if (seen === 6) throw new Error('power cut');
        },
      },
    };
    await expect(
      projectAll(world.db, world.store, {
        batchSize: 3,
        projections: [...projections, crashOnSixthDonation],
      }),
    ).rejects.toThrow('power cut');
    const crashed = await totals();
    expect(crashed).toEqual({
      raised: 1_000 + 2_000 + 3_000 + 4_000 + 5_000,
      donations: 5,
      rows: 5,
      unseen: 5,
    });

    await projectAll(world.db, world.store, { batchSize: 3 });
    expect(await totals()).toEqual({ raised: total, donations: 10, rows: 10, unseen: 10 });
  });

  it('when the live runner fails on a batch, then it retries from its checkpoint and counts each donation once', async () => {
    let failures = 2;
    const flaky: Projection = {
      name: 'flaky',
      tables: [],
      handlers: {
        DonationRecorded: async () => {
          if (failures > 0) {
            failures -= 1;
            throw new Error('connection reset');
          }
        },
      },
    };
    const projector = await startProjector({
      ...world,
      batchSize: 4,
      idleMs: 50,
      projections: [...projections, flaky],
    });
    try {
      await eventually(async () => (await totals())?.donations === 10);
      expect(await totals()).toEqual({ raised: total, donations: 10, rows: 10, unseen: 10 });
    } finally {
      await projector.stop();
    }
  });

  it('when a donation is projected live, then campaign progress and the creator count are NOTIFIED in dollars', async () => {
    const progress: unknown[] = [];
    const counts: unknown[] = [];
    const unlisten = [
      await world.db.listen(CAMPAIGN_PROGRESS_CHANNEL, (payload) =>
        progress.push(JSON.parse(payload)),
      ),
      await world.db.listen(USER_NOTIFICATIONS_CHANNEL, (payload) =>
        counts.push(JSON.parse(payload)),
      ),
    ];
    const projector = await startProjector(world);
    try {
      await eventually(async () => (await totals())?.donations === 10);
      await appendEach(world.store, donationRecorded('c1', { amountCents: 45_000 }));
      const full = {
        campaignId: 'c1',
        amountRaised: 1_000,
        goalAmount: 500,
        donationCount: 11,
        progressPercentage: 100,
        amountRefunded: 0,
      };
      await eventually(() =>
        progress.some((payload) => JSON.stringify(payload) === JSON.stringify(full)),
      );
      await eventually(() =>
        counts.some(
          (payload) =>
            JSON.stringify(payload) === JSON.stringify({ userId: 'creator-1', count: 11 }),
        ),
      );
    } finally {
      await projector.stop();
      await Promise.all(unlisten.map((stop) => stop()));
    }
  });
});

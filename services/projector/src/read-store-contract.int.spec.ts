import { LOG_START } from '@harambee/eventstore';
import { openTestDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { postgresReadModels } from './postgres-read-models';
import type { Projection } from './projection';
import { generatedLog } from '@harambee/events/src/testing/generated-log';
import { projectAll } from '../../../test/support/read-side/projector-under-test';
import {
  comparedTables,
  openReadModelsUnderTest,
  postgresRows,
  type ReadModelsUnderTest,
  readStoreKinds,
  storesNotRun,
} from '../../../test/support/read-side/read-stores';
import { appendEach, donationRecorded } from '@harambee/events/src/testing/sample-events';

/** What PGlite's tables hold once the same log is projected into them: the reference every store must equal. */
const referenceRows = async (subject: ReadModelsUnderTest) => {
  const reference = await openTestDatabase('pglite');
  try {
    const readModels = postgresReadModels(reference);
    await readModels.prepare();
    await projectAll(subject.db, subject.store, { readModels });
    return await Promise.all(comparedTables.map((table) => postgresRows(reference, table)));
  } finally {
    await reference.close();
  }
};

type Totals = { amount_raised_cents: number; donation_count: number };

describe.each(readStoreKinds())(`the read-model store contract on %s${storesNotRun()}`, (kind) => {
  let subject: ReadModelsUnderTest;
  beforeEach(async () => {
    subject = await openReadModelsUnderTest(kind);
    await appendEach(subject.store, ...generatedLog());
  });
  afterEach(() => subject.close());

  const allRows = () => Promise.all(comparedTables.map((table) => subject.rows(table)));
  const totalsOf = async (campaignId: string) => {
    const row = (await subject.rows('campaigns')).find(
      (campaign) => (campaign as { id: string }).id === campaignId,
    );
    const { amount_raised_cents, donation_count } = row as Totals;
    return { amount_raised_cents, donation_count };
  };

  it("when the generated log is projected, then every read model holds rows, the same as PGlite's tables hold for it", async () => {
    await projectAll(subject.db, subject.store, { readModels: subject.readModels });
    const rows = await allRows();
    expect(comparedTables.filter((_, index) => rows[index]!.length === 0)).toEqual([]);
    expect(rows).toEqual(await referenceRows(subject));
  });

  it('when the same batch is projected twice, then the read models are as after once', async () => {
    const events = await subject.store.readAll(LOG_START, 1000);
    await subject.readModels.project(events);
    const once = await allRows();
    await subject.readModels.project(events);
    expect(await allRows()).toEqual(once);
  });

  it('when a batch fails half-way, then none of it stays, and after a restart each gift counts once', async () => {
    await projectAll(subject.db, subject.store, { readModels: subject.readModels });
    const before = await totalsOf('c1');
    await appendEach(
      subject.store,
      ...[1_000, 2_000, 3_000].map((amountCents) => donationRecorded('c1', { amountCents })),
    );
    const powerCut: Projection<unknown> = {
      name: 'power-cut',
      tables: [],
      handlers: { DonationRecorded: () => Promise.reject(new Error('power cut')) },
    };
    await expect(
      projectAll(subject.db, subject.store, { readModels: subject.withProjection(powerCut) }),
    ).rejects.toThrow('power cut');
    expect(await totalsOf('c1')).toEqual(before);

    await projectAll(subject.db, subject.store, { readModels: subject.readModels });
    expect(await totalsOf('c1')).toEqual({
      amount_raised_cents: before.amount_raised_cents + 6_000,
      donation_count: before.donation_count + 3,
    });
  });

  it('when the money read models are rebuilt, then they are swapped in identical and the live runner goes on from them', async () => {
    await projectAll(subject.db, subject.store, { readModels: subject.readModels });
    const before = await allRows();
    const rebuilt = await subject.readModels.rebuild({
      store: subject.store,
      names: ['campaigns', 'donations', 'money-ledger'],
      batchSize: 7,
    });
    expect(rebuilt).toEqual(['users', 'campaigns', 'donations', 'withdrawals', 'money-ledger']);
    expect(await allRows()).toEqual(before);

    await appendEach(subject.store, donationRecorded('c3', { amountCents: 4_200 }));
    const c3 = await totalsOf('c3');
    await projectAll(subject.db, subject.store, { readModels: subject.readModels });
    expect(await totalsOf('c3')).toEqual({
      amount_raised_cents: c3.amount_raised_cents + 4_200,
      donation_count: c3.donation_count + 1,
    });
  });
});

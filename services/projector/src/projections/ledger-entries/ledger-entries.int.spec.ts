import { paidBy, paymentRefunded, paymentSucceeded } from '@harambee/ledger/src/testing/stored-log';
import { readLogOf } from '@harambee/eventstore/src/testing/sample-events';
import { live } from '@harambee/read-models';
import { rebuildProjections } from '../../rebuild';
import { projectAll } from '../../../../../test/support/read-side/projector-under-test';
import {
  openReadModelsUnderTest,
  type ReadModelsUnderTest,
  readStoreKinds,
  storesNotRun,
} from '../../../../../test/support/read-side/read-stores';
import {
  appendEach,
  campaignEnded,
  donationRecorded,
  donationRefunded,
  payoutPaid,
  withdrawalApproved,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';

const card = donationRecorded('c1', { amountCents: 10_000 });
const hosted = paidBy(donationRecorded('c1', { amountCents: 5_000 }), 'pay-1');
const refunded = donationRecorded('c1', { amountCents: 2_000 });
const moneyLog = [
  card,
  paymentSucceeded('pay-1', 'c1', 5_000, 'paystack'),
  hosted,
  refunded,
  donationRefunded(refunded, 're_1'),
  paymentSucceeded('late', 'c1', 700),
  paymentRefunded('late'),
  campaignEnded('c1', 'funded', 15_000),
  withdrawalRequested('c1', 'creator-1', {
    grossCents: 15_000,
    platformFeeCents: 750,
    processingFeesCents: 195,
    netCents: 14_055,
  }),
  withdrawalApproved('c1', 'admin-1'),
  payoutPaid('c1', 'TRF_1', 14_055),
];

type Row = { account: string; amount: number; type: string };

describe.each(readStoreKinds())(`the ledger entries on %s${storesNotRun()}`, (kind) => {
  let subject: ReadModelsUnderTest;
  beforeEach(async () => {
    subject = await openReadModelsUnderTest(kind);
    await appendEach(subject.store, ...moneyLog);
  });
  afterEach(() => subject.close());

  const entries = async () => (await subject.rows('ledger_entries')) as Row[];
  const balances = async () => {
    const sums: Record<string, number> = {};
    for (const { account, amount } of await entries())
      sums[account] = (sums[account] ?? 0) + amount;
    return sums;
  };

  it('when gifts, a refund, a late payment and a payout are projected, then each account holds what moved, and the escrow ends empty', async () => {
    await projectAll(subject.db, subject.store, { readModels: subject.readModels });
    expect(await balances()).toEqual({
      'donors:sandbox': -12_000 + 2_000,
      'donors:paystack': -5_000,
      'donors:stripe': 0,
      'payments:unallocated': 0,
      'campaign:c1:escrow': 0,
      'platform:fees': 750,
      'provider:fees': 195,
      'creator:creator-1:payouts': 14_055,
    });
    expect((await entries()).filter((row) => row.type === 'PayoutPaid')).toHaveLength(4);
  });

  it('when the same events are projected twice, then every entry is there once', async () => {
    // The log reads below the oldest transaction open on the server: another suite's can hold the last events back.
    const events = await readLogOf(subject.store, moneyLog.length);
    await subject.readModels.project(events);
    const once = await entries();
    await subject.readModels.project(events);
    expect(await entries()).toEqual(once);
    expect(once).toHaveLength(2 * 7 + 4);
  });
});

describe('the ledger entries, rebuilt', () => {
  it('when the ledger is rebuilt from the log, then it holds the same entries', async () => {
    const subject = await openReadModelsUnderTest('pglite');
    try {
      await appendEach(subject.store, ...moneyLog);
      await projectAll(subject.db, subject.store);
      const rows = () => subject.db.query(`select * from ${live('ledger_entries')} order by 1, 2`);
      const before = await rows();
      await rebuildProjections({ db: subject.db, store: subject.store, names: ['ledger-entries'] });
      expect(await rows()).toEqual(before);
    } finally {
      await subject.close();
    }
  });
});

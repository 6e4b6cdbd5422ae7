import { testDatabaseKinds } from '@harambee/eventstore/src/testing/test-databases';
import type { EventStore } from '@harambee/events';
import type { SqlDatabase } from '@harambee/database';
import { live, USER_WITHDRAWALS_CHANNEL } from '@harambee/read-models';
import { startProjector } from '../runner';
import {
  appendEach,
  approvedCampaignStory,
  campaignEnded,
  donationRecorded,
  donationRefunded,
  payoutDuplicated,
  payoutFailed,
  payoutInitiated,
  payoutOutcomeUnknown,
  payoutPaid,
  refundFailed,
  refundRequested,
  WALLET_LINKED_AT,
  withdrawalApproved,
  withdrawalRejected,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import {
  eventually,
  openProjectionDatabase,
  projectAll,
} from '../../../../test/support/read-side/projector-under-test';

const amounts = {
  grossCents: 600_000,
  platformFeeCents: 30_000,
  processingFeesCents: 17_700,
  netCents: 552_300,
};

describe.each(testDatabaseKinds())('money out projections on %s', (kind) => {
  let db: SqlDatabase;
  let store: EventStore;
  const first = donationRecorded('c1', { amountCents: 100_000, donorName: 'Wanjiru' });
  const second = donationRecorded('c1', {
    amountCents: 500_000,
    donorName: 'Secret',
    anonymous: true,
  });

  beforeEach(async () => {
    ({ db, store } = await openProjectionDatabase(kind));
    await appendEach(store, ...approvedCampaignStory({ goalCents: 500_000 }), first, second);
  });
  afterEach(() => db.close());

  const campaign = async () =>
    (
      await db.query(
        `select outcome, close_reason, ended_at is not null as ended, amount_raised_cents::int as raised,
                amount_refunded_cents::int as refunded
         from ${live('campaigns')} where id = 'c1'`,
      )
    )[0];
  const ledger = async () =>
    db.query<{ kind: string; amount: number; actor_name: string }>(
      `select kind, amount_cents::int as amount, actor_name from ${live('money_ledger')}
       where campaign_id = 'c1' order by transaction_id, global_position,
         array_position(array['gift', 'refund', 'platformFee', 'processingFee', 'payout'], kind)`,
    );
  const withdrawal = async () =>
    (
      await db.query(
        `select status, reason, reference, duplicate_reference, gross_cents::int as gross, net_cents::int as net, wallet_account,
                wallet_linked_at, decided_at is not null as decided, paid_at is not null as paid
         from ${live('withdrawals')} where id = 'c1'`,
      )
    )[0];

  it('when a failed campaign refunds its gifts, one after a failed try, then raised stays and refunded counts beside it, once even if replayed', async () => {
    await appendEach(
      store,
      campaignEnded('c1', 'failed', 600_000, { adminId: 'admin-1', reason: 'Creator unreachable' }),
      refundRequested(first),
      refundRequested(second),
      refundFailed(second),
      donationRefunded(first),
    );
    await projectAll(db, store);
    expect(
      await db.query(
        `select amount_cents::int as amount, refund_status from ${live('donations')} order by amount_cents`,
      ),
    ).toEqual([
      { amount: 100_000, refund_status: 'refunded' },
      { amount: 500_000, refund_status: 'refund_failed' },
    ]);

    await appendEach(store, donationRefunded(second));
    await projectAll(db, store);
    await projectAll(db, store);
    expect(await campaign()).toEqual({
      outcome: 'failed',
      close_reason: 'Creator unreachable',
      ended: true,
      raised: 600_000,
      refunded: 600_000,
    });
    expect(await db.query(`select refund_status from ${live('donations')}`)).toEqual([
      { refund_status: 'refunded' },
      { refund_status: 'refunded' },
    ]);
    expect(await ledger()).toEqual([
      { kind: 'gift', amount: 100_000, actor_name: 'Wanjiru' },
      { kind: 'gift', amount: 500_000, actor_name: 'Anonymous' },
      { kind: 'refund', amount: 100_000, actor_name: 'System' },
      { kind: 'refund', amount: 500_000, actor_name: 'System' },
    ]);
  });

  it('when a funded campaign is withdrawn, approved and paid, then the withdrawal is paid with a masked wallet and the ledger balances to zero', async () => {
    await appendEach(
      store,
      campaignEnded('c1', 'funded', 600_000),
      withdrawalRequested('c1', 'creator-1', amounts),
    );
    await projectAll(db, store);
    expect(await withdrawal()).toEqual({
      status: 'requested',
      reason: null,
      reference: null,
      duplicate_reference: null,
      gross: 600_000,
      net: 552_300,
      wallet_account: '******5678',
      wallet_linked_at: new Date(WALLET_LINKED_AT),
      decided: false,
      paid: false,
    });

    await appendEach(
      store,
      withdrawalApproved('c1', 'admin-1'),
      payoutInitiated('c1', 'TRF_1', 552_300),
      payoutPaid('c1', 'TRF_1', 552_300),
    );
    await projectAll(db, store);
    await projectAll(db, store);
    expect(await campaign()).toMatchObject({ outcome: 'funded', raised: 600_000, refunded: 0 });
    expect(await withdrawal()).toMatchObject({
      status: 'paid',
      reference: 'TRF_1',
      decided: true,
      paid: true,
    });
    const entries = await ledger();
    expect(entries.map((entry) => entry.kind)).toEqual([
      'gift',
      'gift',
      'platformFee',
      'processingFee',
      'payout',
    ]);
    const sign = (kind: string) => (kind === 'gift' ? 1 : -1);
    expect(entries.reduce((balance, entry) => balance + sign(entry.kind) * entry.amount, 0)).toBe(
      0,
    );
    expect(JSON.stringify(await db.query(`select * from ${live('withdrawals')}`))).not.toContain(
      '0712345678',
    );
  });

  it('when a withdrawal is rejected, or its payout fails, then the reason is kept and nothing is paid out', async () => {
    await appendEach(
      store,
      campaignEnded('c1', 'funded', 600_000),
      withdrawalRequested('c1', 'creator-1', amounts),
      withdrawalRejected('c1', 'admin-1', 'The wallet name does not match'),
    );
    await projectAll(db, store);
    expect(await withdrawal()).toMatchObject({
      status: 'rejected',
      reason: 'The wallet name does not match',
      decided: true,
    });

    await db.exec(`update ${live('withdrawals')} set status = 'approved', reason = null`);
    await appendEach(
      store,
      payoutInitiated('c1', 'TRF_2', 552_300),
      payoutFailed('c1', 'TRF_2', 'Account closed'),
    );
    await projectAll(db, store);
    expect(await withdrawal()).toMatchObject({
      status: 'failed',
      reason: 'Account closed',
      reference: 'TRF_2',
      paid: false,
    });
    expect((await ledger()).map((entry) => entry.kind)).toEqual(['gift', 'gift']);
  });

  it('when a rejected withdrawal is asked for again, then it shows requested anew, and a request that follows no rejection changes nothing', async () => {
    const first = withdrawalRequested('c1', 'creator-1', amounts);
    await appendEach(
      store,
      campaignEnded('c1', 'funded', 600_000),
      first,
      withdrawalRejected('c1', 'admin-1', 'The wallet name does not match'),
      withdrawalRequested('c1', 'creator-1', { ...amounts, netCents: 552_000 }),
    );
    await projectAll(db, store);
    const asked = { status: 'requested', reason: null, decided: false, net: 552_000 };
    expect(await withdrawal()).toMatchObject(asked);
    await appendEach(store, first);
    await projectAll(db, store);
    expect(await withdrawal()).toMatchObject(asked);
  });

  it('when a transfer call goes unanswered, then the withdrawal shows unknown, then what the provider said, and a second success is noted without a second payout', async () => {
    await appendEach(
      store,
      campaignEnded('c1', 'funded', 600_000),
      withdrawalRequested('c1', 'creator-1', amounts),
      withdrawalApproved('c1', 'admin-1'),
      payoutOutcomeUnknown('c1', 'c1', 552_300),
    );
    await projectAll(db, store);
    expect(await withdrawal()).toMatchObject({
      status: 'unknown',
      reason: 'Paystack did not answer: 500',
      reference: 'c1',
      paid: false,
    });

    await appendEach(store, payoutInitiated('c1', 'c1', 552_300), payoutPaid('c1', 'c1', 552_300));
    await projectAll(db, store);
    expect(await withdrawal()).toMatchObject({ status: 'paid', reference: 'c1', paid: true });

    await appendEach(store, payoutDuplicated('c1', 'c1_retry2', 'c1', 552_300));
    await projectAll(db, store);
    expect(await withdrawal()).toMatchObject({
      status: 'paid',
      reference: 'c1',
      duplicate_reference: 'c1_retry2',
    });
    expect((await ledger()).filter((entry) => entry.kind === 'payout')).toHaveLength(1);
  });

  it('when a withdrawal changes live, then its creator is NOTIFIED of its status', async () => {
    const notices: unknown[] = [];
    const unlisten = await db.listen(USER_WITHDRAWALS_CHANNEL, (payload) =>
      notices.push(JSON.parse(payload)),
    );
    const projector = await startProjector({ db, store, idleMs: 50 });
    try {
      await appendEach(
        store,
        campaignEnded('c1', 'funded', 600_000),
        withdrawalRequested('c1', 'creator-1', amounts),
      );
      await eventually(async () => notices.length > 0);
      await appendEach(store, withdrawalApproved('c1', 'admin-1'));
      await eventually(async () =>
        notices.some(
          (notice) =>
            JSON.stringify(notice) ===
            JSON.stringify({ userId: 'creator-1', withdrawalId: 'c1', status: 'approved' }),
        ),
      );
      expect(notices[0]).toEqual({ userId: 'creator-1', withdrawalId: 'c1', status: 'requested' });
    } finally {
      await projector.stop();
      await unlisten();
    }
  });
});

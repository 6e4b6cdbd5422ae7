import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import {
  campaignEnded,
  donationRecorded,
  donationRefunded,
  payoutInitiated,
  payoutPaid,
  refundFailed,
  refundRequested,
  WALLET_LINKED_AT,
  withdrawalApproved,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

const bakeryGift = donationRecorded('c3', { amountCents: 4_000, donorName: 'Thandi' });
const stuckGift = donationRecorded('c3', { amountCents: 1_500, donorName: 'Sipho' });

describe.each(readStoreKinds())('money out queries on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, [
      ...marketplace(),
      bakeryGift,
      stuckGift,
      campaignEnded('c1', 'funded', 12_500),
      withdrawalRequested('c1', 'creator-1', {
        grossCents: 12_500,
        platformFeeCents: 625,
        processingFeesCents: 363,
        netCents: 11_512,
      }),
      withdrawalApproved('c1', 'admin-1'),
      payoutInitiated('c1', 'TRF_1', 11_512),
      payoutPaid('c1', 'TRF_1', 11_512),
      campaignEnded('c3', 'failed', 4_000, { adminId: 'admin-1', reason: 'Bakery closed' }),
      refundRequested(bakeryGift),
      donationRefunded(bakeryGift, 're_1'),
      refundRequested(stuckGift),
      refundFailed(stuckGift),
    ]);
  });
  afterAll(() => api.stop());

  it("when a failed campaign's backers are listed, then refunded gifts read refunded; a declined refund is pending to the public and failed to admins", async () => {
    const statusOf = (body: {
      data: { donations: { donorName: string; refundStatus: string }[] };
    }) =>
      Object.fromEntries(
        body.data.donations.map((donation) => [donation.donorName, donation.refundStatus]),
      );
    expect(statusOf((await api.get('/v1/donations/c3')).body)).toMatchObject({
      Thandi: 'refunded',
      Sipho: 'refund_pending',
    });
    expect(statusOf((await api.get('/v1/donations/c3', api.tokens.admin)).body)).toMatchObject({
      Thandi: 'refunded',
      Sipho: 'refund_failed',
    });
  });

  it('when the creator lists their withdrawals, then each comes in dollars with a masked wallet, when it was linked, and its dates; one asked before currencies were kept holds none and has no payout', async () => {
    const { status, body } = await api.get('/v1/withdrawals', api.tokens.creator);
    expect(status).toBe(200);
    expect(body.data.withdrawals).toEqual([
      {
        _id: 'c1',
        campaignId: 'c1',
        campaignTitle: 'Solar kiosk for Accra market',
        creatorName: 'Kofi Mensah',
        wallet: {
          provider: 'mpesa',
          country: 'Kenya',
          accountNumber: '******5678',
          linkedAt: WALLET_LINKED_AT,
        },
        grossAmount: 125,
        platformFee: 6.25,
        processingFees: 3.63,
        netAmount: 115.12,
        byCurrency: [],
        payout: null,
        status: 'paid',
        reason: null,
        reference: 'TRF_1',
        duplicateReference: null,
        requestedAt: expect.any(String),
        decidedAt: expect.any(String),
        paidAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('0712345678');
  });

  it("when others ask, then another creator sees none of it, an admin sees all, and one campaign's are for its creator and admins", async () => {
    expect(
      (await api.get('/v1/withdrawals', api.tokens.otherCreator)).body.data.withdrawals,
    ).toEqual([]);
    expect(
      (await api.get('/v1/withdrawals', api.tokens.admin)).body.data.withdrawals.map(
        (w: any) => w._id,
      ),
    ).toEqual(['c1']);
    expect(
      (await api.get('/v1/withdrawals?campaignId=c1', api.tokens.admin)).body.data.withdrawals,
    ).toHaveLength(1);
    expect(
      (await api.get('/v1/withdrawals?campaignId=c3', api.tokens.otherCreator)).body.data
        .withdrawals,
    ).toEqual([]);
    expect((await api.get('/v1/withdrawals?campaignId=c1', api.tokens.otherCreator)).status).toBe(
      403,
    );
    expect((await api.get('/v1/withdrawals?campaignId=nope', api.tokens.creator)).status).toBe(404);
    expect((await api.get('/v1/withdrawals')).status).toBe(401);
  });

  it('when the money of a paid-out campaign is read, then gifts, fees and payout add up to a zero open balance', async () => {
    const { status, body } = await api.get('/v1/campaigns/c1/money', api.tokens.creator);
    expect(status).toBe(200);
    expect(body.data.entries).toEqual([
      {
        kind: 'gift',
        amount: 25,
        at: expect.any(String),
        actorName: 'Wanjiru',
        reference: expect.any(String),
        balance: 25,
      },
      {
        kind: 'gift',
        amount: 100,
        at: expect.any(String),
        actorName: 'Anonymous',
        reference: expect.any(String),
        balance: 125,
      },
      {
        kind: 'platformFee',
        amount: 6.25,
        at: expect.any(String),
        actorName: 'System',
        reference: 'c1',
        balance: 118.75,
      },
      {
        kind: 'processingFee',
        amount: 3.63,
        at: expect.any(String),
        actorName: 'System',
        reference: 'c1',
        balance: 115.12,
      },
      {
        kind: 'payout',
        amount: 115.12,
        at: expect.any(String),
        actorName: 'System',
        reference: 'TRF_1',
        balance: 0,
      },
    ]);
    expect(body.data.totals).toEqual({
      raised: 125,
      refunded: 0,
      fees: 9.88,
      paidOut: 115.12,
      openBalance: 0,
    });
  });

  it('when a failed campaign refunded one gift and its other refund was declined, then the page raises what is kept, says what was given and refunded, and the declined one stays open', async () => {
    const { body } = await api.get('/v1/campaigns/c3/money', api.tokens.admin);
    expect(body.data.totals).toEqual({
      raised: 55,
      refunded: 40,
      fees: 0,
      paidOut: 0,
      openBalance: 15,
    });
    expect(body.data.entries.map((entry: any) => [entry.kind, entry.reference])).toEqual([
      ['gift', expect.any(String)],
      ['gift', expect.any(String)],
      ['refund', 're_1'],
    ]);
    const campaign = (await api.get('/v1/campaigns/public/c3')).body.data.campaign;
    expect(campaign).toMatchObject({
      amountRaised: 15,
      outcome: 'failed',
      amountRefunded: 40,
      raisedDrop: { given: 55, refunded: 40, reversedByProvider: 0 },
    });
    const running = (await api.get('/v1/campaigns/public/c1')).body.data.campaign;
    expect(running).toMatchObject({ outcome: 'funded', amountRefunded: 0, amountRaised: 125 });
  });

  it('when the ledger is asked by someone else or for an unknown campaign, then 401, 403 or 404, never 500', async () => {
    expect((await api.get('/v1/campaigns/c1/money')).status).toBe(401);
    expect((await api.get('/v1/campaigns/c1/money', api.tokens.otherCreator)).status).toBe(403);
    expect((await api.get('/v1/campaigns/nope/money', api.tokens.admin)).status).toBe(404);
    expect(
      (await api.get(`/v1/campaigns/${'x'.repeat(200)}/money`, api.tokens.admin)).status,
    ).toBeLessThan(500);
  });
});

import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import {
  disputeClosed,
  disputeOpened,
  donationRecorded,
  reconciliationDifferenceFound,
} from '@harambee/events/src/testing/sample-events';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

const soon = donationRecorded('c1', { amountCents: 4_000, donorName: 'Thandi' });
const later = donationRecorded('c1', { amountCents: 1_500, donorName: 'Sipho' });
const lost = donationRecorded('c3', { amountCents: 2_000, donorName: 'Amara' });

describe.each(readStoreKinds())('admin dispute and reconciliation lists on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, [
      ...marketplace(),
      soon,
      later,
      lost,
      disputeOpened(later, 'dp_later', 10),
      disputeOpened(soon, 'dp_soon', 2),
      disputeOpened(lost, 'dp_lost', 1),
      disputeClosed(lost, 'dp_lost', 'lost', true),
      reconciliationDifferenceFound('diff-old', { day: '2026-11-01' }),
      reconciliationDifferenceFound('diff-new', {
        day: '2026-11-02',
        kind: 'amountDiffers',
        movement: 'refund',
        reference: 're_1',
        ourAmountCents: 2_500,
        providerAmountCents: 2_000,
        campaignId: 'c1',
      }),
    ]);
  });
  afterAll(() => api.stop());

  it('when an admin lists disputes, then open ones come first by their deadline, then the closed ones, in dollars with their campaign', async () => {
    const { status, body } = await api.get('/v1/admin/disputes', api.tokens.admin);
    expect(status).toBe(200);
    expect(body.data.disputes.map((d: any) => [d.disputeId, d.status])).toEqual([
      ['dp_soon', 'open'],
      ['dp_later', 'open'],
      ['dp_lost', 'lost'],
    ]);
    expect(body.data.disputes[0]).toEqual({
      _id: 'stripe:dp_soon',
      disputeId: 'dp_soon',
      provider: 'stripe',
      paymentId: (soon.data as { paymentId: string }).paymentId,
      donationId: (soon.data as { donationId: string }).donationId,
      campaignId: 'c1',
      campaignTitle: 'Solar kiosk for Accra market',
      amount: 40,
      currency: 'usd',
      reason: 'fraudulent',
      evidenceDueBy: expect.any(String),
      status: 'open',
      afterPayout: false,
      openedAt: expect.any(String),
      closedAt: null,
      answer: null,
      writtenOff: false,
    });
    expect(body.data.disputes[2]).toMatchObject({
      afterPayout: true,
      closedAt: expect.any(String),
    });
  });

  it('when an admin lists reconciliation differences, then the latest day comes first, amounts in dollars', async () => {
    const { body } = await api.get('/v1/admin/reconciliation-differences', api.tokens.admin);
    expect(body.data.differences).toEqual([
      expect.objectContaining({
        _id: 'diff-new',
        day: '2026-11-02',
        kind: 'amountDiffers',
        movement: 'refund',
        ourAmount: 25,
        providerAmount: 20,
        campaignTitle: 'Solar kiosk for Accra market',
      }),
      expect.objectContaining({ _id: 'diff-old', ourAmount: null, providerAmount: 42 }),
    ]);
  });

  // Issue "Charged exactly what they meant", item 5: a lost dispute owed by the creator appeared only to admins.
  it("when a creator lists disputes, then only those of their own campaigns' gifts, open first; none of another creator's", async () => {
    const kofi = await api.get('/v1/creator/disputes', api.tokens.creator);
    expect(kofi.status).toBe(200);
    expect(kofi.body.data.disputes.map((d: any) => [d.disputeId, d.campaignId, d.amount])).toEqual([
      ['dp_soon', 'c1', 40],
      ['dp_later', 'c1', 15],
    ]);
    const zola = await api.get('/v1/creator/disputes', api.tokens.otherCreator);
    expect(zola.body.data.disputes).toEqual([
      expect.objectContaining({ disputeId: 'dp_lost', status: 'lost', afterPayout: true }),
    ]);
    expect((await api.get('/v1/creator/disputes')).status).toBe(401);
  });

  it('when anyone but an admin asks, then 401 without a token and 403 for a creator', async () => {
    for (const path of ['/v1/admin/disputes', '/v1/admin/reconciliation-differences']) {
      expect((await api.get(path)).status).toBe(401);
      expect((await api.get(path, api.tokens.creator)).status).toBe(403);
    }
  });
});

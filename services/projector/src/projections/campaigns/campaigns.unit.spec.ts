import type { StoredEvent } from '@harambee/events';
import type { StoredEventOf } from '../../projection';
import { campaigns, foldGifts } from './campaigns';
import { campaignDocument, giftUpdates } from './mongo';

const recorded = (campaignId: string, amountCents: number) =>
  ({
    type: 'DonationRecorded',
    data: { campaignId, amountCents },
  }) as unknown as StoredEventOf<'DonationRecorded'>;

describe('the campaigns read model, whatever the store', () => {
  it("when a run of gifts arrives, then each campaign's totals move once, by the cents and the count of its gifts", () => {
    const run = [recorded('c1', 2_500), recorded('c2', 100), recorded('c1', 10_000)];
    expect(campaigns.onRun!.DonationRecorded!(run)).toEqual([
      {
        kind: 'giftsCounted',
        totals: [
          { campaignId: 'c1', cents: 12_500, count: 2 },
          { campaignId: 'c2', cents: 100, count: 1 },
        ],
      },
    ]);
  });

  it('when nothing is given, then nothing moves', () => {
    expect(foldGifts([])).toEqual([]);
  });

  // Issue 42, item 13: deleting removed the row, so admins lost its gifts and `ledger check` saw raised 0.
  it('when an admin deletes a campaign, then it is marked deleted with who, when and why, not removed', () => {
    const deleted = campaigns.on.CampaignDeleted!({
      type: 'CampaignDeleted',
      data: { campaignId: 'c1', at: '2026-01-02T00:00:00.000Z', reason: 'Not a real business' },
      metadata: { actorId: 'admin-1', actorRole: 'admin' },
    } as StoredEventOf<'CampaignDeleted'>);
    expect(deleted).toEqual([
      {
        kind: 'deleted',
        deletion: {
          campaignId: 'c1',
          at: '2026-01-02T00:00:00.000Z',
          by: 'admin-1',
          reason: 'Not a real business',
        },
      },
    ]);
  });

  // Issue 42, item 8: what the provider gave back never lowered the page, though the campaign's end counts it.
  it('when a dispute is lost or the provider refunds from its dashboard, then what it gave back is counted; a dispute won gives nothing back', () => {
    const gift = { campaignId: 'c1', amountCents: 2_500 };
    const refunded = campaigns.on.ProviderRefundRecorded!({
      type: 'ProviderRefundRecorded',
      data: gift,
    } as unknown as StoredEventOf<'ProviderRefundRecorded'>);
    const closed = (outcome: 'won' | 'lost') =>
      campaigns.on.DisputeClosed!({
        type: 'DisputeClosed',
        data: { ...gift, outcome },
      } as unknown as StoredEventOf<'DisputeClosed'>);
    const reversed = [{ kind: 'reversed', campaignId: 'c1', cents: 2_500 }];
    expect(refunded).toEqual(reversed);
    expect(closed('lost')).toEqual(reversed);
    expect(closed('won')).toEqual([]);
  });

  it('when an admin approves or rejects, then approval verifies and clears the reason, and rejection unfeatures and keeps its reason', () => {
    const review = (type: 'CampaignApproved' | 'CampaignRejected') =>
      campaigns.on[type]!({
        type,
        data: { campaignId: 'c1', at: '2026-01-01T00:00:00.000Z', reason: 'Add a photo' },
      } as StoredEvent as never);
    expect(review('CampaignApproved')).toEqual([
      {
        kind: 'reviewed',
        campaignId: 'c1',
        review: { status: 'approved', verified: true, rejection_reason: null },
        at: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(review('CampaignRejected')[0]).toMatchObject({
      review: { status: 'rejected', featured: false, rejection_reason: 'Add a photo' },
    });
  });
});

describe('campaigns in MongoDB', () => {
  it('when gifts are folded, then each campaign gets one $inc of its cents and count', () => {
    expect(giftUpdates([{ campaignId: 'c1', cents: 12_500, count: 2 }])).toEqual([
      {
        updateOne: {
          filter: { _id: 'c1' },
          update: { $inc: { amount_raised_cents: 12_500, donation_count: 2 } },
        },
      },
    ]);
  });

  it('when a campaign is created, then its document is pending with nothing raised, times as dates', () => {
    const document = campaignDocument({
      campaignId: 'c1',
      creatorId: 'creator-1',
      title: 'Solar kiosk',
      story: '<p>Story</p>',
      category: 'equipment',
      goalCents: 200_000,
      endDate: '2026-03-01T00:00:00.000Z',
      imagePath: 'c1.png',
      country: 'Ghana',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(document).toMatchObject({
      _id: 'c1',
      status: 'pending',
      featured: false,
      verified: false,
      amount_raised_cents: 0,
      donation_count: 0,
      amount_refunded_cents: 0,
      outcome: null,
      end_date: new Date('2026-03-01T00:00:00.000Z'),
      updated_at: new Date('2026-01-01T00:00:00.000Z'),
    });
  });

  it('when a campaign is given its short code, then the read model keeps it beside the campaign', () => {
    const assigned = {
      type: 'CampaignShortCodeAssigned',
      data: { campaignId: 'c1', shortCode: '4KQ7PX', at: '2026-01-02T00:00:00.000Z' },
    } as StoredEvent as never;
    expect(campaigns.on.CampaignShortCodeAssigned!(assigned)).toEqual([
      { kind: 'shortCode', campaignId: 'c1', shortCode: '4KQ7PX' },
    ]);
  });
});

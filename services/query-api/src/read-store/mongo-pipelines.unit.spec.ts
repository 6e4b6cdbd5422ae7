import { creatorStatsPipeline } from '../accounts/mongo';
import type { CampaignListing } from '../campaigns/campaign-listing';
import { listingPipeline, relatedFilter, statusFilters } from '../campaigns/mongo';
import { ledgerPipeline, withdrawalsPipeline } from '../money/mongo';

describe("the query API's MongoDB reads, built as data", () => {
  it('when a list is read, then it is sorted featured first, newest next, id last, before the creators are looked up', () => {
    const pipeline = listingPipeline({ status: 'approved' }, 4);
    expect(pipeline.slice(0, 3)).toEqual([
      { $match: { status: 'approved' } },
      { $sort: { featured: -1, created_at: -1, _id: 1 } },
      { $limit: 4 },
    ]);
    expect(pipeline[3]).toEqual({
      $lookup: { from: 'users', localField: 'creator_id', foreignField: '_id', as: 'creator' },
    });
  });

  it('when an admin filters by featured or all, then review status is not asked', () => {
    expect(statusFilters.featured).toEqual({ featured: true });
    expect(statusFilters.all).toEqual({});
  });

  it('when related campaigns are read, then they are approved, of the same category or country, never the campaign itself', () => {
    expect(
      relatedFilter({ id: 'c1', category: 'equipment', country: 'Ghana' } as CampaignListing),
    ).toEqual({
      status: 'approved',
      _id: { $ne: 'c1' },
      $or: [{ category: 'equipment' }, { country: 'Ghana' }],
    });
  });

  it("when a creator's dashboard is read, then one group counts campaigns by status and sums what they raised", () => {
    expect(creatorStatsPipeline('creator-1')).toEqual([
      { $match: { creator_id: 'creator-1', deleted_at: null } },
      {
        $group: {
          _id: null,
          total: { $sum: 1 },
          pending: { $sum: { $cond: [{ $eq: ['$status', 'pending'] }, 1, 0] } },
          approved: { $sum: { $cond: [{ $eq: ['$status', 'approved'] }, 1, 0] } },
        },
      },
    ]);
  });

  it("when a ledger is read, then it is in log order and one event's entries in the order the kinds are listed", () => {
    expect(ledgerPipeline('c1')).toEqual([
      { $match: { campaign_id: 'c1' } },
      {
        $set: {
          kind_order: {
            $indexOfArray: [['gift', 'refund', 'platformFee', 'processingFee', 'payout'], '$kind'],
          },
        },
      },
      { $sort: { transaction_id: 1, global_position: 1, kind_order: 1 } },
      { $unset: 'kind_order' },
    ]);
  });

  it('when withdrawals are read, then newest come first with the campaign title and the creator name', () => {
    const pipeline = withdrawalsPipeline({ creator_id: 'creator-1' });
    expect(pipeline[1]).toEqual({ $sort: { requested_at: -1, _id: 1 } });
    expect(pipeline.at(-2)).toEqual({
      $set: {
        campaign_title: { $ifNull: [{ $first: '$campaign.title' }, null] },
        creator_name: { $ifNull: [{ $first: '$creator.name' }, null] },
      },
    });
  });
});

import {
  type CampaignDocument,
  type CampaignHistoryDocument,
  campaignHistoryRow,
  type CampaignUpdateDocument,
  campaignUpdateRow,
  rowOf,
} from '@harambee/read-models';
import type { Db, Document } from 'mongodb';
import {
  type CampaignListing,
  followedCampaign,
  RELATED_LIMIT,
  type StatusFilter,
} from './campaign-listing';
import { listingOf, listingStages, NEWEST_FEATURED_FIRST } from './mongo-listing';

/** The campaigns matching a filter as listings, in list order, at most `limit`. */
export const listingPipeline = (match: Document, limit?: number): Document[] => [
  { $match: match },
  { $sort: NEWEST_FEATURED_FIRST },
  ...(limit ? [{ $limit: limit }] : []),
  ...listingStages,
];

/** A filter's campaigns as listings; deleted ones only when the filter names them (an admin's list of them). */
const listCampaigns = async (db: Db, match: Document, limit?: number) =>
  (
    await db
      .collection<CampaignDocument>('campaigns')
      .aggregate(listingPipeline({ deleted_at: null, ...match }, limit))
      .toArray()
  ).map(listingOf);

/** Any date or none: a deleted campaign is still found by its id, for admins and the books. */
const DELETED_OR_NOT = { $not: { $type: 'bool' } };

/** Campaigns an admin let go live (running or ended), and those that ended funded. */
export const platformFigures = async (db: Db) => {
  const campaigns = db.collection<CampaignDocument>('campaigns');
  const [launchedCampaigns, fundedCampaigns] = await Promise.all([
    campaigns.countDocuments({ status: 'approved', deleted_at: null }),
    campaigns.countDocuments({ status: 'approved', outcome: 'funded', deleted_at: null }),
  ]);
  return { launchedCampaigns, fundedCampaigns };
};

export const findCampaign = async (db: Db, campaignId: string) =>
  (await listCampaigns(db, { _id: campaignId, deleted_at: DELETED_OR_NOT }))[0];

export const listApproved = (db: Db) => listCampaigns(db, { status: 'approved' });

export const listFeatured = (db: Db) => listCampaigns(db, { status: 'approved', featured: true });

export const statusFilters: Record<StatusFilter, Document> = {
  pending: { $or: [{ status: 'pending' }, { pending_edit: { $type: 'object' } }] },
  approved: { status: 'approved' },
  rejected: { status: 'rejected' },
  featured: { featured: true },
  all: {},
  deleted: { deleted_at: { $ne: null } },
};
export const listByStatus = (db: Db, status: StatusFilter) =>
  listCampaigns(db, statusFilters[status]);

export const listByCreator = (db: Db, creatorId: string) =>
  listCampaigns(db, { creator_id: creatorId });

/** Approved campaigns of the same category or country, the campaign itself left out. */
export const relatedFilter = (campaign: CampaignListing): Document => ({
  status: 'approved',
  _id: { $ne: campaign.id },
  $or: [{ category: campaign.category }, { country: campaign.country }],
});
export const listRelated = (db: Db, campaign: CampaignListing) =>
  listCampaigns(db, relatedFilter(campaign), RELATED_LIMIT);

export const findCampaignTotals = async (db: Db, campaignId: string) => {
  const document = await db
    .collection<CampaignDocument>('campaigns')
    .findOne({ _id: campaignId, deleted_at: null });
  return document ? followedCampaign.parse(rowOf('campaigns', document)) : undefined;
};

export const listUpdates = async (db: Db, campaignId: string) =>
  (
    await db
      .collection<CampaignUpdateDocument>('campaign_updates')
      .find({ campaign_id: campaignId })
      .sort({ created_at: -1, _id: 1 })
      .toArray()
  ).map((document) => campaignUpdateRow.parse(rowOf('campaign_updates', document)));

/** The trail latest first: positions are 64-bit integers, so they sort as the log does. */
export const listHistory = async (db: Db, campaignId: string) =>
  (
    await db
      .collection<CampaignHistoryDocument>('campaign_history')
      .find({ campaign_id: campaignId })
      .sort({ transaction_id: -1, global_position: -1 })
      .toArray()
  ).map((document) => campaignHistoryRow.parse(rowOf('campaign_history', document)));

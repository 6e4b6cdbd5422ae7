import type { CampaignDocument } from '@harambee/read-models';
import type { AnyBulkWriteOperation } from 'mongodb';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import { type CampaignChange, type GiftTotal, type NewCampaign, pendingEditOf } from './campaigns';

/** A new campaign as its document: pending, nothing raised, not yet ended. */
export const campaignDocument = (campaign: NewCampaign): CampaignDocument => ({
  _id: campaign.campaignId,
  creator_id: campaign.creatorId,
  title: campaign.title,
  story: campaign.story,
  category: campaign.category,
  goal_cents: campaign.goalCents,
  amount_raised_cents: 0,
  donation_count: 0,
  end_date: new Date(campaign.endDate),
  image_path: campaign.imagePath,
  country: campaign.country,
  status: 'pending',
  featured: false,
  verified: false,
  created_at: new Date(campaign.createdAt),
  updated_at: new Date(campaign.createdAt),
  outcome: null,
  ended_at: null,
  close_reason: null,
  rejection_reason: null,
  amount_refunded_cents: 0,
  amount_reversed_cents: 0,
  deleted_at: null,
  deleted_by: null,
  deleted_reason: null,
  pending_edit: null,
  short_code: null,
  edit_rejection: null,
});

/** A batch's folded gifts as one `$inc` per campaign. */
export const giftUpdates = (
  totals: readonly GiftTotal[],
): AnyBulkWriteOperation<CampaignDocument>[] =>
  totals.map(({ campaignId, cents, count }) => ({
    updateOne: {
      filter: { _id: campaignId },
      update: { $inc: { amount_raised_cents: cents, donation_count: count } },
    },
  }));

const campaigns = (tx: MongoTx) => tx.collection<CampaignDocument>('campaigns');

const set = async (tx: MongoTx, campaignId: string, fields: Partial<CampaignDocument>) => {
  await campaigns(tx).updateOne({ _id: campaignId }, { $set: fields }, { session: tx.session });
};

export const campaignsOnMongo: StoreWrites<MongoTx, CampaignChange> = {
  created: (tx, { campaign }) => insertIfAbsent(tx, 'campaigns', [campaignDocument(campaign)]),
  edited: (tx, { edit }) =>
    set(tx, edit.campaignId, {
      title: edit.title,
      story: edit.story,
      category: edit.category,
      image_path: edit.imagePath,
      status: 'pending',
      updated_at: new Date(edit.editedAt),
    }),
  editProposed: (tx, { edit }) =>
    set(tx, edit.campaignId, { pending_edit: pendingEditOf(edit), edit_rejection: null }),
  editApproved: async (tx, { campaignId, at }) => {
    await campaigns(tx).updateOne(
      { _id: campaignId, pending_edit: { $type: 'object' } },
      [
        {
          $set: {
            title: '$pending_edit.title',
            story: '$pending_edit.story',
            category: '$pending_edit.category',
            image_path: '$pending_edit.image_path',
            pending_edit: null,
            updated_at: new Date(at),
          },
        },
      ],
      { session: tx.session },
    );
  },
  editRejected: (tx, { campaignId, at, reason }) =>
    set(tx, campaignId, { pending_edit: null, edit_rejection: { reason, at } }),
  reviewed: (tx, { campaignId, review, at }) =>
    set(tx, campaignId, { ...review, updated_at: new Date(at) }),
  shortCode: (tx, { campaignId, shortCode }) => set(tx, campaignId, { short_code: shortCode }),
  deleted: (tx, { deletion }) =>
    set(tx, deletion.campaignId, {
      deleted_at: new Date(deletion.at),
      deleted_by: deletion.by,
      deleted_reason: deletion.reason,
      featured: false,
    }),
  ended: (tx, { campaignId, outcome, endedAt, closeReason }) =>
    set(tx, campaignId, {
      outcome,
      ended_at: new Date(endedAt),
      close_reason: closeReason,
      updated_at: new Date(endedAt),
    }),
  giftsCounted: async (tx, { totals }, changes) => {
    if (totals.length === 0) return;
    await campaigns(tx).bulkWrite(giftUpdates(totals), { session: tx.session });
    for (const { campaignId } of totals) changes.campaignTotals.add(campaignId);
  },
  refunded: async (tx, { campaignId, cents }, changes) => {
    await campaigns(tx).updateOne(
      { _id: campaignId },
      { $inc: { amount_refunded_cents: cents } },
      { session: tx.session },
    );
    changes.campaignTotals.add(campaignId);
  },
  reversed: async (tx, { campaignId, cents }, changes) => {
    await campaigns(tx).updateOne(
      { _id: campaignId },
      { $inc: { amount_reversed_cents: cents } },
      { session: tx.session },
    );
    changes.campaignTotals.add(campaignId);
  },
};

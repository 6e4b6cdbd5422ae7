import type { CampaignUpdateDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import type { CampaignUpdateChange, PostedUpdate } from './campaign-updates';

const updateDocument = (update: PostedUpdate): CampaignUpdateDocument => ({
  _id: update.updateId,
  campaign_id: update.campaignId,
  title: update.title,
  content: update.content,
  created_at: new Date(update.postedAt),
});

export const campaignUpdatesOnMongo: StoreWrites<MongoTx, CampaignUpdateChange> = {
  posted: (tx, { update }) => insertIfAbsent(tx, 'campaign_updates', [updateDocument(update)]),
  campaignDeleted: async (tx, { campaignId }) => {
    await tx
      .collection<CampaignUpdateDocument>('campaign_updates')
      .deleteMany({ campaign_id: campaignId }, { session: tx.session });
  },
};

import type { CampaignDocument, CreatorNotificationsDocument } from '@harambee/read-models';
import type { MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import { giftsPerCreator, type NotificationChange } from './notifications';

const notifications = (tx: MongoTx) =>
  tx.collection<CreatorNotificationsDocument>('creator_notifications');

export const notificationsOnMongo: StoreWrites<MongoTx, NotificationChange> = {
  giftsCounted: async (tx, { gifts }, changes) => {
    const campaigns = await tx
      .collection<CampaignDocument>('campaigns')
      .find(
        { _id: { $in: gifts.map((gift) => gift.campaignId) } },
        { session: tx.session, projection: { creator_id: 1 } },
      )
      .toArray();
    const counts = giftsPerCreator(
      gifts,
      new Map(campaigns.map((campaign) => [campaign._id, campaign.creator_id])),
    );
    if (counts.size === 0) return;
    await notifications(tx).bulkWrite(
      [...counts].map(([userId, count]) => ({
        updateOne: {
          filter: { _id: userId },
          update: { $inc: { unseen_donations: count }, $setOnInsert: { seen_at: null } },
          upsert: true,
        },
      })),
      { session: tx.session },
    );
    for (const userId of counts.keys()) changes.notificationCounts.add(userId);
  },
  seen: async (tx, { userId, seenAt }, changes) => {
    await notifications(tx).updateOne(
      { _id: userId },
      { $set: { unseen_donations: 0, seen_at: new Date(seenAt) } },
      { upsert: true, session: tx.session },
    );
    changes.notificationCounts.add(userId);
  },
};

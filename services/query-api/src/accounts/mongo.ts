import {
  type CampaignDocument,
  type CreatorNotificationsDocument,
  type DonationDocument,
  donationRow,
  rowOf,
  type UserDocument,
  userRow,
  type WalletDocument,
  walletRow,
} from '@harambee/read-models';
import type { Db, Document } from 'mongodb';
import { ledgerLine, ledgerLinesPipeline } from '../money/ledger-lines';
import { creatorStats, NO_CAMPAIGNS } from './creator-stats';

export const followerCountOf = async (db: Db, creatorId: string) => {
  const document = await db
    .collection<UserDocument & { follower_count?: number }>('users')
    .findOne({ _id: creatorId }, { projection: { follower_count: 1 } });
  return Math.max(0, document?.follower_count ?? 0);
};

export const findUser = async (db: Db, userId: string) => {
  const document = await db.collection<UserDocument>('users').findOne({ _id: userId });
  return document ? userRow.parse(rowOf('users', document)) : undefined;
};

export const findWallet = async (db: Db, userId: string) => {
  const document = await db.collection<WalletDocument>('wallets').findOne({ _id: userId });
  return document ? walletRow.parse(rowOf('wallets', document)) : undefined;
};

/** A token's owner as projected: their role and session version (-1 once erased); undefined until projected. */
export const sessionOwnerOf = async (db: Db, userId: string) => {
  const document = await db
    .collection<UserDocument>('users')
    .findOne({ _id: userId }, { projection: { role: 1, session_version: 1 } });
  return document ? { role: document.role, sessionVersion: document.session_version } : undefined;
};

export const notificationCountOf = async (db: Db, userId: string) =>
  (
    await db
      .collection<CreatorNotificationsDocument>('creator_notifications')
      .findOne({ _id: userId })
  )?.unseen_donations ?? 0;

const countWhere = (status: string) => ({ $sum: { $cond: [{ $eq: ['$status', status] }, 1, 0] } });

/** A creator's campaigns counted by status and the money they raised, in one group. */
export const creatorStatsPipeline = (creatorId: string): Document[] => [
  { $match: { creator_id: creatorId, deleted_at: null } },
  {
    $group: {
      _id: null,
      total: { $sum: 1 },
      pending: countWhere('pending'),
      approved: countWhere('approved'),
    },
  },
];

export const ledgerLinesOfCreator = async (db: Db, creatorId: string) => {
  const campaigns = await db
    .collection<CampaignDocument>('campaigns')
    .find({ creator_id: creatorId }, { projection: { _id: 1 } })
    .toArray();
  return (
    await db
      .collection('ledger_entries')
      .aggregate(ledgerLinesPipeline({ campaign_id: { $in: campaigns.map(({ _id }) => _id) } }))
      .toArray()
  ).map((line) => ledgerLine.parse(line));
};

export const creatorStatsOf = async (db: Db, creatorId: string) => {
  const [stats] = await db
    .collection<CampaignDocument>('campaigns')
    .aggregate(creatorStatsPipeline(creatorId))
    .toArray();
  return stats ? creatorStats.parse(stats) : NO_CAMPAIGNS;
};

/** The newest counted gifts to a creator's campaigns, each with its campaign's title. */
export const recentDonationsOf = async (db: Db, creatorId: string, limit: number) => {
  const campaigns = await db
    .collection<CampaignDocument>('campaigns')
    .find({ creator_id: creatorId, deleted_at: null }, { projection: { title: 1 } })
    .toArray();
  const titles = new Map(campaigns.map((campaign) => [campaign._id, campaign.title]));
  const donations = await db
    .collection<DonationDocument>('donations')
    .find({ campaign_id: { $in: [...titles.keys()] }, status: 'completed' })
    .sort({ created_at: -1, _id: 1 })
    .limit(limit)
    .toArray();
  return donations.map((document) => {
    const donation = donationRow.parse(rowOf('donations', document));
    return { donation, campaignTitle: titles.get(donation.campaign_id)! };
  });
};

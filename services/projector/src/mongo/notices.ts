import {
  campaignTotalsRow,
  type CampaignDocument,
  type CreatorNotificationsDocument,
  NOTICES_COLLECTION,
  type NoticeDocument,
  rowOf,
  type WithdrawalDocument,
} from '@harambee/read-models';
import type { ClientSession, Db } from 'mongodb';
import { type Notice, noticePayload, type NoticeReads } from '../notices';
import type { MongoTx } from './mongo-tx';

export const mongoNoticeReads = (tx: MongoTx): NoticeReads => ({
  campaignTotals: async (ids) =>
    (
      await tx
        .collection<CampaignDocument>('campaigns')
        .find({ _id: { $in: ids } }, { session: tx.session })
        .toArray()
    ).map((document) => campaignTotalsRow.parse(rowOf('campaigns', document))),
  unseenCounts: async (ids) =>
    (
      await tx
        .collection<CreatorNotificationsDocument>('creator_notifications')
        .find({ _id: { $in: ids } }, { session: tx.session })
        .toArray()
    ).map((document) => ({ userId: document._id, count: document.unseen_donations })),
  withdrawals: async (ids) =>
    (
      await tx
        .collection<WithdrawalDocument>('withdrawals')
        .find({ _id: { $in: ids } }, { session: tx.session })
        .toArray()
    ).map((document) => ({
      userId: document.creator_id,
      withdrawalId: document._id,
      status: document.status,
    })),
});

/** The notices as kept: each channel with its payload as NOTIFY would carry it. */
export const noticeDocument = (notices: Notice[], at = new Date()): NoticeDocument => ({
  at,
  notices: notices.map((notice) => ({ channel: notice[0], payload: noticePayload(notice) })),
});

/** Keeps notices beside the writes, in their transaction: the query API hears them from a change stream. */
export const recordNotices = async (db: Db, notices: Notice[], session?: ClientSession) => {
  if (notices.length === 0) return;
  await db
    .collection<NoticeDocument>(NOTICES_COLLECTION)
    .insertOne(noticeDocument(notices), { session });
};

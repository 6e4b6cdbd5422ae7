import {
  type PublicLedgerHeadDocument,
  type PublicLedgerLeafDocument,
  type PublicLedgerNodeDocument,
  publicLedgerHeadRow,
  publicLedgerLeafRow,
  rowOf,
} from '@harambee/read-models';
import type { Db, Filter } from 'mongodb';

const leaves = (db: Db) => db.collection<PublicLedgerLeafDocument>('public_ledger_leaves');

export const latestLedgerHead = async (db: Db) => {
  const [document] = await db
    .collection<PublicLedgerHeadDocument>('public_ledger_heads')
    .find()
    .sort({ _id: -1 })
    .limit(1)
    .toArray();
  return document ? publicLedgerHeadRow.parse(rowOf('public_ledger_heads', document)) : undefined;
};

export const ledgerSize = async (db: Db) => {
  const [last] = await leaves(db).find().sort({ _id: -1 }).limit(1).toArray();
  return last ? last._id + 1 : 0;
};

const leavesWhere = async (
  db: Db,
  filter: Filter<PublicLedgerLeafDocument>,
  order: 1 | -1 = 1,
  limit = 0,
) =>
  (await leaves(db).find(filter).sort({ _id: order }).limit(limit).toArray()).map((document) =>
    publicLedgerLeafRow.parse(rowOf('public_ledger_leaves', document)),
  );

export const ledgerLeaves = (db: Db, start: number, end: number) =>
  leavesWhere(db, { _id: { $gte: start, $lt: end } });

export const latestLedgerLeaves = (db: Db, limit: number) => leavesWhere(db, {}, -1, limit);

export const campaignLedgerLeaves = (db: Db, campaignId: string, limit: number) =>
  leavesWhere(db, { campaign_id: campaignId }, -1, limit);

export const ledgerLeavesOfSubject = (db: Db, subject: string) => leavesWhere(db, { subject });

export const ledgerNode = async (db: Db, level: number, index: number) =>
  (
    await db
      .collection<PublicLedgerNodeDocument>('public_ledger_nodes')
      .findOne({ _id: `${level}/${index}` })
  )?.hash;

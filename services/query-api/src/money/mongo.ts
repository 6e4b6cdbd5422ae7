import {
  ledgerKinds,
  type MoneyLedgerDocument,
  moneyLedgerRow,
  rowOf,
  type WithdrawalDocument,
} from '@harambee/read-models';
import type { Db, Document } from 'mongodb';
import { ledgerLine, ledgerLinesPipeline } from './ledger-lines';
import { withdrawalListing } from './withdrawal-listing';

/** A campaign's ledger in log order; one event's entries in the order the kinds are listed. */
export const ledgerPipeline = (campaignId: string): Document[] => [
  { $match: { campaign_id: campaignId } },
  { $set: { kind_order: { $indexOfArray: [ledgerKinds, '$kind'] } } },
  { $sort: { transaction_id: 1, global_position: 1, kind_order: 1 } },
  { $unset: 'kind_order' },
];

export const ledgerEntriesOf = async (db: Db, campaignId: string) =>
  (
    await db
      .collection<MoneyLedgerDocument>('money_ledger')
      .aggregate(ledgerPipeline(campaignId))
      .toArray()
  ).map((document) => moneyLedgerRow.parse(rowOf('money_ledger', document)));

export const ledgerLinesOfCampaign = async (db: Db, campaignId: string) =>
  (
    await db
      .collection('ledger_entries')
      .aggregate(ledgerLinesPipeline({ campaign_id: campaignId }))
      .toArray()
  ).map((line) => ledgerLine.parse(line));

const firstOr = (field: string) => ({ $ifNull: [{ $first: field }, null] });

/** Withdrawals matching the filter, newest first, with their campaign's title and their creator's name. */
export const withdrawalsPipeline = (match: Document): Document[] => [
  { $match: match },
  { $sort: { requested_at: -1, _id: 1 } },
  {
    $lookup: { from: 'campaigns', localField: 'campaign_id', foreignField: '_id', as: 'campaign' },
  },
  { $lookup: { from: 'users', localField: 'creator_id', foreignField: '_id', as: 'creator' } },
  { $set: { campaign_title: firstOr('$campaign.title'), creator_name: firstOr('$creator.name') } },
  { $unset: ['campaign', 'creator'] },
];

const withdrawalsWhere = async (db: Db, match: Document) =>
  (
    await db
      .collection<WithdrawalDocument>('withdrawals')
      .aggregate(withdrawalsPipeline(match))
      .toArray()
  ).map((document) => withdrawalListing.parse(rowOf('withdrawals', document)));

export const listWithdrawals = (db: Db) => withdrawalsWhere(db, {});

export const listCreatorWithdrawals = (db: Db, creatorId: string) =>
  withdrawalsWhere(db, { creator_id: creatorId });

export const listCampaignWithdrawals = (db: Db, campaignId: string) =>
  withdrawalsWhere(db, { campaign_id: campaignId });

import { rowOf, type ReadModelTable } from '@harambee/read-models';
import type { Db, Document } from 'mongodb';
import { byDayFound, byDeadline, differenceListing, disputeListing } from './dispute-listing';

/** A collection's documents with the title of their campaign; only those of one creator's campaigns if named. */
const withCampaignTitle = (db: Db, table: ReadModelTable, creatorId?: string) =>
  db
    .collection(table)
    .aggregate<Document>([
      {
        $lookup: {
          from: 'campaigns',
          localField: 'campaign_id',
          foreignField: '_id',
          as: 'campaign',
        },
      },
      ...(creatorId ? [{ $match: { 'campaign.creator_id': creatorId } }] : []),
      { $set: { campaign_title: { $ifNull: [{ $first: '$campaign.title' }, null] } } },
      { $unset: 'campaign' },
    ])
    .toArray();

export const listDisputes = async (db: Db) =>
  (await withCampaignTitle(db, 'disputes'))
    .map((document) => disputeListing.parse(rowOf('disputes', document)))
    .sort(byDeadline);

/** The disputes of one creator's campaigns' gifts. */
export const listCreatorDisputes = async (db: Db, creatorId: string) =>
  (await withCampaignTitle(db, 'disputes', creatorId))
    .map((document) => disputeListing.parse(rowOf('disputes', document)))
    .sort(byDeadline);

export const listReconciliationDifferences = async (db: Db) =>
  (await withCampaignTitle(db, 'reconciliation_differences'))
    .map((document) => differenceListing.parse(rowOf('reconciliation_differences', document)))
    .sort(byDayFound);

import type { Sql } from '@harambee/database';
import { live } from '@harambee/read-models';
import { byDayFound, byDeadline, differenceListing, disputeListing } from './dispute-listing';

export const listDisputes = async (db: Sql) =>
  (
    await db.query(
      `select d.*, c.title as campaign_title
       from ${live('disputes')} d left join ${live('campaigns')} c on c.id = d.campaign_id`,
    )
  )
    .map((row) => disputeListing.parse(row))
    .sort(byDeadline);

/** The disputes of one creator's campaigns' gifts. */
export const listCreatorDisputes = async (db: Sql, creatorId: string) =>
  (
    await db.query(
      `select d.*, c.title as campaign_title
       from ${live('disputes')} d join ${live('campaigns')} c on c.id = d.campaign_id
       where c.creator_id = $1`,
      [creatorId],
    )
  )
    .map((row) => disputeListing.parse(row))
    .sort(byDeadline);

export const listReconciliationDifferences = async (db: Sql) =>
  (
    await db.query(
      `select r.*, c.title as campaign_title
       from ${live('reconciliation_differences')} r left join ${live('campaigns')} c on c.id = r.campaign_id`,
    )
  )
    .map((row) => differenceListing.parse(row))
    .sort(byDayFound);

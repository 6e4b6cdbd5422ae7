import type { Sql } from '@harambee/database';
import { campaignHistoryRow, campaignUpdateRow, live } from '@harambee/read-models';
import {
  type CampaignListing,
  followedCampaign,
  parseCampaign,
  RELATED_LIMIT,
  type StatusFilter,
} from './campaign-listing';
import { campaignColumns, campaignFrom } from './postgres-listing';

/**
 * Campaigns matching a condition, featured first, then newest, then by id in byte order (as MongoDB orders them):
 * the named queries below are built on it. Deleted ones only when asked for (an admin's list of them).
 */
const listCampaigns = async (
  db: Sql,
  where: string,
  params: unknown[] = [],
  limit?: number,
  deleted = false,
) => {
  const rows = await db.query(
    `select ${campaignColumns} from ${campaignFrom}
     where ${where} and c.deleted_at is ${deleted ? 'not null' : 'null'}
     order by c.featured desc, c.created_at desc, c.id collate "C" ${limit ? `limit ${Math.trunc(limit)}` : ''}`,
    params,
  );
  return rows.map(parseCampaign);
};

/** Campaigns an admin let go live (running or ended), and those that ended funded. */
export const platformFigures = async (db: Sql) => {
  const [row] = await db.query<{ launched: number; funded: number }>(
    `select count(*) filter (where status = 'approved')::int as launched,
            count(*) filter (where status = 'approved' and outcome = 'funded')::int as funded
       from ${live('campaigns')} where deleted_at is null`,
  );
  return { launchedCampaigns: row?.launched ?? 0, fundedCampaigns: row?.funded ?? 0 };
};

export const findCampaign = async (db: Sql, campaignId: string) => {
  const [row] = await db.query(`select ${campaignColumns} from ${campaignFrom} where c.id = $1`, [
    campaignId,
  ]);
  return row ? parseCampaign(row) : undefined;
};

export const listApproved = (db: Sql) => listCampaigns(db, `c.status = 'approved'`);

export const listFeatured = (db: Sql) => listCampaigns(db, `c.status = 'approved' and c.featured`);

const statusConditions: Record<StatusFilter, string> = {
  pending: `(c.status = 'pending' or c.pending_edit is not null)`,
  approved: `c.status = 'approved'`,
  rejected: `c.status = 'rejected'`,
  featured: 'c.featured',
  all: 'true',
  deleted: 'true',
};
export const listByStatus = (db: Sql, status: StatusFilter) =>
  listCampaigns(db, statusConditions[status], [], undefined, status === 'deleted');

export const listByCreator = (db: Sql, creatorId: string) =>
  listCampaigns(db, 'c.creator_id = $1', [creatorId]);

/** Approved campaigns of the same category or country, the campaign itself left out. */
export const listRelated = (db: Sql, campaign: CampaignListing) =>
  listCampaigns(
    db,
    `c.status = 'approved' and c.id <> $1 and (c.category = $2 or c.country = $3)`,
    [campaign.id, campaign.category, campaign.country],
    RELATED_LIMIT,
  );

/** A campaign's totals and status, for a socket that follows it; undefined when there is no such campaign. */
export const findCampaignTotals = async (db: Sql, campaignId: string) => {
  const [row] = await db.query(
    `select id, status, goal_cents, amount_raised_cents, donation_count, amount_refunded_cents,
            amount_reversed_cents
     from ${live('campaigns')} where id = $1 and deleted_at is null`,
    [campaignId],
  );
  return row ? followedCampaign.parse(row) : undefined;
};

/** A campaign's posted updates, newest first. */
export const listUpdates = async (db: Sql, campaignId: string) => {
  const rows = await db.query(
    `select * from ${live('campaign_updates')} where campaign_id = $1 order by created_at desc, id`,
    [campaignId],
  );
  return rows.map((row) => campaignUpdateRow.parse(row));
};

/** A campaign's audit trail, latest first. */
export const listHistory = async (db: Sql, campaignId: string) => {
  const rows = await db.query(
    `select * from ${live('campaign_history')} where campaign_id = $1
     order by transaction_id desc, global_position desc`,
    [campaignId],
  );
  return rows.map((row) => campaignHistoryRow.parse(row));
};

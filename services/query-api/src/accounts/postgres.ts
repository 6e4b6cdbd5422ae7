import type { Sql } from '@harambee/database';
import type { ActorRole } from '@harambee/platform';
import { donationRow, live, userRow, walletRow } from '@harambee/read-models';
import { ledgerLine, ledgerLinesSql } from '../money/ledger-lines';
import { creatorStats } from './creator-stats';

export const findUser = async (db: Sql, userId: string) => {
  const [row] = await db.query(`select * from ${live('users')} where id = $1`, [userId]);
  return row ? userRow.parse(row) : undefined;
};

export const findWallet = async (db: Sql, userId: string) => {
  const [row] = await db.query(`select * from ${live('wallets')} where user_id = $1`, [userId]);
  return row ? walletRow.parse(row) : undefined;
};

/** A token's owner as projected: their role and session version (-1 once erased); undefined until projected. */
export const sessionOwnerOf = async (db: Sql, userId: string) => {
  const [row] = await db.query<{ role: ActorRole; session_version: number }>(
    `select role, session_version from ${live('users')} where id = $1`,
    [userId],
  );
  return row ? { role: row.role, sessionVersion: row.session_version } : undefined;
};

/** How many counted donations the creator has not seen yet. */
export const notificationCountOf = async (db: Sql, userId: string) => {
  const [row] = await db.query<{ count: number }>(
    `select unseen_donations as count from ${live('creator_notifications')} where user_id = $1`,
    [userId],
  );
  return row?.count ?? 0;
};

export const followerCountOf = async (db: Sql, creatorId: string) => {
  const [row] = await db.query<{ count: number }>(
    `select follower_count as count from ${live('users')} where id = $1`,
    [creatorId],
  );
  return Number(row?.count ?? 0);
};

export const creatorStatsOf = async (db: Sql, creatorId: string) => {
  const [row] = await db.query(
    `select count(*)::int as total,
            count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'approved')::int as approved
     from ${live('campaigns')} where creator_id = $1 and deleted_at is null`,
    [creatorId],
  );
  return creatorStats.parse(row);
};

/** The books' entries of a creator's campaigns, summed by event type and account. */
export const ledgerLinesOfCreator = async (db: Sql, creatorId: string) =>
  (
    await db.query(
      ledgerLinesSql(
        live('ledger_entries'),
        `campaign_id in (select id from ${live('campaigns')} where creator_id = $1)`,
      ),
      [creatorId],
    )
  ).map((row) => ledgerLine.parse(row));

/** The newest counted gifts to a creator's campaigns, each with its campaign's title. */
export const recentDonationsOf = async (db: Sql, creatorId: string, limit: number) => {
  const rows = await db.query<{ campaign_title: string }>(
    `select d.*, c.title as campaign_title
     from ${live('donations')} d join ${live('campaigns')} c on c.id = d.campaign_id
     where c.creator_id = $1 and c.deleted_at is null and d.status = 'completed'
     order by d.created_at desc, d.id limit ${Math.trunc(limit)}`,
    [creatorId],
  );
  return rows.map((row) => ({
    donation: donationRow.parse(row),
    campaignTitle: row.campaign_title,
  }));
};

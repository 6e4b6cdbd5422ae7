import { dollars, donationRow, live } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { handle, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { donationJson } from '../donations/donation-view';
import { notificationCountOf } from './notification-count';

const RECENT_DONATIONS = 10;

const stats = z.object({
  total: z.coerce.number(),
  pending: z.coerce.number(),
  approved: z.coerce.number(),
  raised_cents: z.coerce.number(),
});

const statsOf = async (db: Sql, userId: string) => {
  const [row] = await db.query(
    `select count(*)::int as total,
            count(*) filter (where status = 'pending')::int as pending,
            count(*) filter (where status = 'approved')::int as approved,
            coalesce(sum(amount_raised_cents), 0)::float8 as raised_cents
     from ${live('campaigns')} where creator_id = $1`,
    [userId],
  );
  const counted = stats.parse(row);
  return {
    totalCampaigns: counted.total,
    pending: counted.pending,
    approved: counted.approved,
    totalDonations: dollars(counted.raised_cents),
  };
};

const recentDonationsOf = async (db: Sql, userId: string) => {
  const rows = await db.query<{ campaign_title: string }>(
    `select d.*, c.title as campaign_title
     from ${live('donations')} d join ${live('campaigns')} c on c.id = d.campaign_id
     where c.creator_id = $1 and d.status = 'completed'
     order by d.created_at desc, d.id limit ${RECENT_DONATIONS}`,
    [userId],
  );
  return rows.map((row) => ({
    ...donationJson(donationRow.parse(row)),
    campaignTitle: row.campaign_title,
  }));
};

/** The signed-in creator's own numbers: campaigns by status, money raised, newest gifts, unseen count. */
export const dashboardRoutes = (db: Sql, secret: string) => {
  const router = Router();
  router.get(
    '/v1/dashboard',
    handle(async (req, res) => {
      const { userId } = requireActor(req, secret);
      const [stats, recentDonations, notificationCount] = await Promise.all([
        statsOf(db, userId),
        recentDonationsOf(db, userId),
        notificationCountOf(db, userId),
      ]);
      success(res, { stats, recentDonations, notificationCount });
    }),
  );
  return router;
};

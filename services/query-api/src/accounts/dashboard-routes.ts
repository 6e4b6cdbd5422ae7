import { dollars } from '@harambee/read-models';
import { handle, requireActor, type Sql, success } from '@harambee/platform';
import { Router } from 'express';
import { donationJson } from '../donations/donation-view';
import { creatorStatsOf, notificationCountOf, recentDonationsOf } from './postgres';

const RECENT_DONATIONS = 10;

const statsOf = async (db: Sql, userId: string) => {
  const counted = await creatorStatsOf(db, userId);
  return {
    totalCampaigns: counted.total,
    pending: counted.pending,
    approved: counted.approved,
    totalDonations: dollars(counted.raised_cents),
  };
};

const recentDonationsJson = async (db: Sql, userId: string) =>
  (await recentDonationsOf(db, userId, RECENT_DONATIONS)).map(({ donation, campaignTitle }) => ({
    ...donationJson(donation),
    campaignTitle,
  }));

/** The signed-in creator's own numbers: campaigns by status, money raised, newest gifts, unseen count. */
export const dashboardRoutes = (db: Sql, secret: string) => {
  const router = Router();
  router.get(
    '/v1/dashboard',
    handle(async (req, res) => {
      const { userId } = requireActor(req, secret);
      const [stats, recentDonations, notificationCount] = await Promise.all([
        statsOf(db, userId),
        recentDonationsJson(db, userId),
        notificationCountOf(db, userId),
      ]);
      success(res, { stats, recentDonations, notificationCount });
    }),
  );
  return router;
};

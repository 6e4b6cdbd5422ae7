import { ledgerTotals } from '@harambee/ledger';
import { dollars } from '@harambee/read-models';
import { handle, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { donationJson } from '../donations/donation-view';
import type { ReadStore } from '../read-store/port';

const RECENT_DONATIONS = 10;

/** Campaigns counted by status; the gifts they took, from the books. */
const statsOf = async (reads: ReadStore, userId: string) => {
  const [counted, lines, followers] = await Promise.all([
    reads.creatorStatsOf(userId),
    reads.ledgerLinesOfCreator(userId),
    reads.followerCountOf(userId),
  ]);
  return {
    totalCampaigns: counted.total,
    pending: counted.pending,
    approved: counted.approved,
    totalDonations: dollars(ledgerTotals(lines).raisedCents),
    followers,
  };
};

const recentDonationsJson = async (reads: ReadStore, secret: string, userId: string) =>
  (await reads.recentDonationsOf(userId, RECENT_DONATIONS)).map(({ donation, campaignTitle }) => ({
    ...donationJson(secret)(donation),
    campaignTitle,
  }));

/** The signed-in creator's own numbers: campaigns by status, money raised, newest gifts, unseen count. */
export const dashboardRoutes = (reads: ReadStore, secret: string) => {
  const router = Router();
  router.get(
    '/v1/dashboard',
    handle(async (req, res) => {
      const { userId } = requireActor(req, secret);
      const [stats, recentDonations, notificationCount] = await Promise.all([
        statsOf(reads, userId),
        recentDonationsJson(reads, secret, userId),
        reads.notificationCountOf(userId),
      ]);
      success(res, { stats, recentDonations, notificationCount });
    }),
  );
  return router;
};

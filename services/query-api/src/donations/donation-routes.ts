import { handle, parseInput, success } from '@harambee/platform';
import { Router } from 'express';
import { requireVisible } from '../campaigns/campaign-view';
import { type PublicListCache, sendShared } from '../campaigns/public-list-cache';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { isAdmin, viewerOf } from '../viewer';
import { adminDonationJson, donationJson } from './donation-view';
import { donationsPagination, donationsQuery } from './donations-query';

export const donationRoutes = (reads: ReadStore, secret: string, cache: PublicListCache) => {
  const router = Router();
  router.get(
    '/v1/donations/:campaignId',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaignId = idOf(req, 'campaignId');
      const query = parseInput(donationsQuery, req.query);
      const answer = async () => {
        const campaign = requireVisible(await reads.findCampaign(campaignId), viewer);
        const admin = isAdmin(viewer);
        const page = await reads.listDonations(campaign.id, { pending: admin, ...query });
        return {
          donations: page.donations.map(admin ? adminDonationJson : donationJson(secret)),
          pagination: donationsPagination(query, page.total),
        };
      };
      if (viewer) return success(res, await answer());
      await sendShared(res, cache, `donations:${campaignId}:${query.page}:${query.limit}`, answer);
    }),
  );
  return router;
};

import { handle, success } from '@harambee/platform';
import { Router } from 'express';
import { requireVisible } from '../campaigns/campaign-view';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { isAdmin, viewerOf } from '../viewer';
import { adminDonationJson, donationJson } from './donation-view';

export const donationRoutes = (reads: ReadStore, secret: string) => {
  const router = Router();
  router.get(
    '/v1/donations/:campaignId',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = requireVisible(await reads.findCampaign(idOf(req, 'campaignId')), viewer);
      const admin = isAdmin(viewer);
      const donations = await reads.listDonations(campaign.id, { pending: admin });
      success(res, {
        donations: admin ? donations.map(adminDonationJson) : donations.map(donationJson),
      });
    }),
  );
  return router;
};

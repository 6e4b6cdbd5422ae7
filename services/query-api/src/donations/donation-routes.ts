import { handle, type Sql, success } from '@harambee/platform';
import { Router } from 'express';
import { requireVisible } from '../campaigns/campaign-view';
import { findCampaign } from '../campaigns/postgres';
import { idOf } from '../params';
import { isAdmin, viewerOf } from '../viewer';
import { adminDonationJson, donationJson } from './donation-view';
import { listDonations } from './postgres';

export const donationRoutes = (db: Sql, secret: string) => {
  const router = Router();
  router.get(
    '/v1/donations/:campaignId',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = requireVisible(await findCampaign(db, idOf(req, 'campaignId')), viewer);
      const admin = isAdmin(viewer);
      const donations = await listDonations(db, campaign.id, { pending: admin });
      success(res, { donations: admin ? donations.map(adminDonationJson) : donations.map(donationJson) });
    }),
  );
  return router;
};

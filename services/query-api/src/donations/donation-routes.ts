import { donationRow, live } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { handle, success } from '@harambee/platform';
import { Router } from 'express';
import { findVisibleCampaign } from '../campaigns/campaign-queries';
import { idOf } from '../params';
import { isAdmin, viewerOf } from '../viewer';
import { adminDonationJson, donationJson } from './donation-view';

export const donationRoutes = (db: Sql, secret: string) => {
  const router = Router();
  router.get(
    '/v1/donations/:campaignId',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = await findVisibleCampaign(db, idOf(req, 'campaignId'), viewer);
      const admin = isAdmin(viewer);
      const rows = await db.query(
        `select * from ${live('donations')}
         where campaign_id = $1 and ($2 or status = 'completed')
         order by created_at desc, id`,
        [campaign.id, admin],
      );
      const donations = rows.map((row) => donationRow.parse(row));
      success(res, { donations: admin ? donations.map(adminDonationJson) : donations.map(donationJson) });
    }),
  );
  return router;
};

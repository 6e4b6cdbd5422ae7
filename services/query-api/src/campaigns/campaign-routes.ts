import type { Sql } from '@harambee/database';
import { handle, NotFoundError, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { idOf } from '../params';
import { requireSelfOrAdmin, viewerOf } from '../viewer';
import { findCampaign, findVisibleCampaign, listCampaigns } from './campaign-queries';
import { campaignJson } from './campaign-view';
import type { PublicListCache } from './public-list-cache';
import { searchCampaigns, searchQuery } from './search-campaigns';

const statusFilters = {
  pending: `c.status = 'pending'`,
  approved: `c.status = 'approved'`,
  rejected: `c.status = 'rejected'`,
  featured: 'c.featured',
  all: 'true',
} as const;
export const statusParam = z.object({
  status: z.enum(Object.keys(statusFilters) as [keyof typeof statusFilters], {
    message: 'Unknown status',
  }),
});

/** Related campaigns: up to 4, so a page showing 3 knows there are more. */
const RELATED_LIMIT = 4;

export const campaignRoutes = (db: Sql, secret: string, cache: PublicListCache) => {
  const router = Router();
  const list = (where: string) =>
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const answer = async () => {
        const campaigns = await listCampaigns(db, where);
        return { campaigns: campaigns.map((campaign) => campaignJson(campaign, viewer)) };
      };
      if (viewer) return success(res, await answer());
      const { body, etag } = await cache.answer(where, async () =>
        JSON.stringify({ status: 'success', data: await answer() }),
      );
      res.type('json').set('ETag', etag).send(body);
    });

  router.get('/v1/campaigns/approved', list(`c.status = 'approved'`));
  router.get('/v1/campaigns/featured', list(`c.status = 'approved' and c.featured`));
  router.get(
    '/v1/campaigns/status/:status',
    handle(async (req, res) => {
      const admin = requireActor(req, secret, 'admin');
      const { status } = parseInput(statusParam, req.params);
      const campaigns = await listCampaigns(db, statusFilters[status]);
      success(res, { campaigns: campaigns.map((campaign) => campaignJson(campaign, admin)) });
    }),
  );
  router.get(
    '/v1/campaigns/search',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const { campaigns, pagination } = await searchCampaigns(
        db,
        parseInput(searchQuery, req.query),
      );
      success(res, {
        campaigns: campaigns.map((campaign) => campaignJson(campaign, viewer)),
        pagination,
      });
    }),
  );
  router.get(
    '/v1/campaigns/public/:id',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = await findVisibleCampaign(db, idOf(req), viewer);
      success(res, { campaign: campaignJson(campaign, viewer) });
    }),
  );
  router.get(
    '/v1/campaigns/related/:id',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = await findVisibleCampaign(db, idOf(req), viewer);
      const related = await listCampaigns(
        db,
        `c.status = 'approved' and c.id <> $1 and (c.category = $2 or c.country = $3)`,
        [campaign.id, campaign.category, campaign.country],
        RELATED_LIMIT,
      );
      success(res, { campaigns: related.map((row) => campaignJson(row, viewer)) });
    }),
  );
  router.get(
    '/v1/campaigns/user/:userId',
    handle(async (req, res) => {
      const userId = idOf(req, 'userId');
      const viewer = requireSelfOrAdmin(req, secret, userId);
      const campaigns = await listCampaigns(db, 'c.creator_id = $1', [userId]);
      success(res, { campaigns: campaigns.map((campaign) => campaignJson(campaign, viewer)) });
    }),
  );
  router.get(
    '/v1/campaigns/:id',
    handle(async (req, res) => {
      const viewer = requireActor(req, secret);
      const campaign = await findCampaign(db, idOf(req));
      if (!campaign) throw new NotFoundError('Campaign not found');
      requireSelfOrAdmin(req, secret, campaign.creator_id);
      success(res, { campaign: campaignJson(campaign, viewer) });
    }),
  );
  return router;
};

import { handle, NotFoundError, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { requireSelfOrAdmin, viewerOf } from '../viewer';
import { type CampaignListing, statusFilters } from './campaign-listing';
import { campaignJson, requireVisible } from './campaign-view';
import { type PublicListCache, sendShared } from './public-list-cache';
import { paginationOf, searchQuery } from './search/search-query';

export const statusParam = z.object({
  status: z.enum(statusFilters, { message: 'api.query.unknownStatus' }),
});

export const campaignRoutes = (reads: ReadStore, secret: string, cache: PublicListCache) => {
  const router = Router();
  /** A public list: anonymous answers are shared from the cache under the list's name. */
  const list = (name: string, campaignsOf: () => Promise<CampaignListing[]>) =>
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const answer = async () => {
        const campaigns = await campaignsOf();
        return { campaigns: campaigns.map((campaign) => campaignJson(campaign, viewer)) };
      };
      if (viewer) return success(res, await answer());
      await sendShared(res, cache, name, answer);
    });

  router.get('/v1/campaigns/approved', list('approved', reads.listApproved));
  router.get(
    '/v1/campaigns/figures',
    handle(async (_req, res) => {
      success(res, { figures: await reads.platformFigures() });
    }),
  );
  router.get('/v1/campaigns/featured', list('featured', reads.listFeatured));
  router.get(
    '/v1/campaigns/status/:status',
    handle(async (req, res) => {
      const admin = requireActor(req, secret, 'admin');
      const { status } = parseInput(statusParam, req.params);
      const campaigns = await reads.listByStatus(status);
      success(res, { campaigns: campaigns.map((campaign) => campaignJson(campaign, admin)) });
    }),
  );
  router.get(
    '/v1/campaigns/search',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const query = parseInput(searchQuery, req.query);
      const { campaigns, totalCampaigns } = await reads.searchCampaigns(query);
      success(res, {
        campaigns: campaigns.map((campaign) => campaignJson(campaign, viewer)),
        pagination: paginationOf(query, totalCampaigns),
      });
    }),
  );
  router.get(
    '/v1/campaigns/public/:id',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = requireVisible(await reads.findCampaign(idOf(req)), viewer);
      success(res, { campaign: campaignJson(campaign, viewer) });
    }),
  );
  router.get(
    '/v1/campaigns/related/:id',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = requireVisible(await reads.findCampaign(idOf(req)), viewer);
      const related = await reads.listRelated(campaign);
      success(res, { campaigns: related.map((row) => campaignJson(row, viewer)) });
    }),
  );
  router.get(
    '/v1/campaigns/user/:userId',
    handle(async (req, res) => {
      const userId = idOf(req, 'userId');
      const viewer = requireSelfOrAdmin(req, secret, userId);
      const campaigns = await reads.listByCreator(userId);
      success(res, { campaigns: campaigns.map((campaign) => campaignJson(campaign, viewer)) });
    }),
  );
  router.get(
    '/v1/campaigns/:id',
    handle(async (req, res) => {
      const viewer = requireActor(req, secret);
      const campaign = await reads.findCampaign(idOf(req));
      // A deleted campaign is no one's to review or edit: admins find it in the deleted list.
      if (!campaign || campaign.deleted_at)
        throw new NotFoundError({ key: 'api.campaign.notFound' });
      requireSelfOrAdmin(req, secret, campaign.creator_id);
      success(res, { campaign: campaignJson(campaign, viewer) });
    }),
  );
  return router;
};

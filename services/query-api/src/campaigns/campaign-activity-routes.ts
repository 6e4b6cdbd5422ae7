import type { CampaignHistoryRow, CampaignUpdateRow } from '@harambee/read-models';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import type { ReadStore } from '../read-store/port';
import { viewerOf } from '../viewer';
import { requireVisible } from './campaign-view';

const updateJson = (update: CampaignUpdateRow) => ({
  _id: update.id,
  title: update.title,
  content: update.content,
  createdAt: update.created_at.toISOString(),
});

const historyJson = (entry: CampaignHistoryRow) => ({
  type: entry.event_type,
  actor: { id: entry.actor_id, name: entry.actor_name, role: entry.actor_role },
  at: entry.at.toISOString(),
  summary: entry.summary,
});

/** A campaign's posted updates (for whoever may see the campaign) and its audit trail (admins). */
export const campaignActivityRoutes = (reads: ReadStore, secret: string) => {
  const router = Router();
  router.get(
    '/v1/campaigns/:id/updates',
    handle(async (req, res) => {
      const viewer = viewerOf(req, secret);
      const campaign = requireVisible(await reads.findCampaign(idOf(req)), viewer);
      success(res, { updates: (await reads.listUpdates(campaign.id)).map(updateJson) });
    }),
  );
  router.get(
    '/v1/campaigns/:id/history',
    handle(async (req, res) => {
      requireActor(req, secret, 'admin');
      const campaignId = idOf(req);
      const history = await reads.listHistory(campaignId);
      if (history.length === 0 && !(await reads.findCampaign(campaignId))) {
        throw new NotFoundError({ key: 'api.campaign.notFound' });
      }
      success(res, { history: history.map(historyJson) });
    }),
  );
  return router;
};

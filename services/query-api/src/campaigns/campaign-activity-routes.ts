import { campaignHistoryRow, campaignUpdateRow, live } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { handle, NotFoundError, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { idOf } from '../params';
import { viewerOf } from '../viewer';
import { findCampaign, findVisibleCampaign } from './campaign-queries';

const updatesOf = async (db: Sql, campaignId: string) => {
  const rows = await db.query(
    `select * from ${live('campaign_updates')} where campaign_id = $1 order by created_at desc, id`,
    [campaignId],
  );
  return rows.map((row) => {
    const update = campaignUpdateRow.parse(row);
    return {
      _id: update.id,
      title: update.title,
      content: update.content,
      createdAt: update.created_at.toISOString(),
    };
  });
};

const historyOf = async (db: Sql, campaignId: string) => {
  const rows = await db.query(
    `select * from ${live('campaign_history')} where campaign_id = $1
     order by transaction_id desc, global_position desc`,
    [campaignId],
  );
  return rows.map((row) => {
    const entry = campaignHistoryRow.parse(row);
    return {
      type: entry.event_type,
      actor: { id: entry.actor_id, name: entry.actor_name, role: entry.actor_role },
      at: entry.at.toISOString(),
      summary: entry.summary,
    };
  });
};

/** A campaign's posted updates (for whoever may see the campaign) and its audit trail (admins). */
export const campaignActivityRoutes = (db: Sql, secret: string) => {
  const router = Router();
  router.get(
    '/v1/campaigns/:id/updates',
    handle(async (req, res) => {
      const campaign = await findVisibleCampaign(db, idOf(req), viewerOf(req, secret));
      success(res, { updates: await updatesOf(db, campaign.id) });
    }),
  );
  router.get(
    '/v1/campaigns/:id/history',
    handle(async (req, res) => {
      requireActor(req, secret, 'admin');
      const campaignId = idOf(req);
      const history = await historyOf(db, campaignId);
      if (history.length === 0 && !(await findCampaign(db, campaignId))) {
        throw new NotFoundError('Campaign not found');
      }
      success(res, { history });
    }),
  );
  return router;
};

import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { CampaignUpdateChange } from './campaign-updates';

export const campaignUpdatesOnPostgres: StoreWrites<Sql, CampaignUpdateChange> = {
  posted: async (tx, { update }) => {
    await tx.query(
      `insert into campaign_updates (id, campaign_id, title, content, created_at)
       values ($1, $2, $3, $4, $5) on conflict (id) do nothing`,
      [update.updateId, update.campaignId, update.title, update.content, update.postedAt],
    );
  },
  campaignDeleted: async (tx, { campaignId }) => {
    await tx.query('delete from campaign_updates where campaign_id = $1', [campaignId]);
  },
};

import type { Projection } from '../projection';

export const campaignUpdatesProjection: Projection = {
  name: 'campaign-updates',
  tables: ['campaign_updates'],
  handlers: {
    CampaignUpdatePosted: async (tx, { data }) => {
      await tx.query(
        `insert into campaign_updates (id, campaign_id, title, content, created_at)
         values ($1, $2, $3, $4, $5) on conflict (id) do nothing`,
        [data.updateId, data.campaignId, data.title, data.content, data.postedAt],
      );
    },
    CampaignDeleted: async (tx, { data }) => {
      await tx.query('delete from campaign_updates where campaign_id = $1', [data.campaignId]);
    },
  },
};

import type { EventData } from '@harambee/events';
import type { ReadModel } from '../../read-model';

export type PostedUpdate = EventData<'CampaignUpdatePosted'>;

export type CampaignUpdateChange =
  { kind: 'posted'; update: PostedUpdate } | { kind: 'campaignDeleted'; campaignId: string };

/** The updates creators post to their campaigns; they go with a deleted campaign. */
export const campaignUpdates: ReadModel<CampaignUpdateChange> = {
  name: 'campaign-updates',
  tables: ['campaign_updates'],
  on: {
    CampaignUpdatePosted: ({ data }) => [{ kind: 'posted', update: data }],
    CampaignDeleted: ({ data }) => [{ kind: 'campaignDeleted', campaignId: data.campaignId }],
  },
};

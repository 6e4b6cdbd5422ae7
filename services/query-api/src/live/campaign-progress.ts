import type { Sql } from '@harambee/platform';
import { campaignProgressFrom, type CampaignProgress } from '@harambee/read-models';
import { findCampaignTotals } from '../campaigns/postgres';

/**
 * A campaign a socket may follow, in one query: undefined when there is no such campaign, else its
 * totals in the shape the projector NOTIFYs once it is approved.
 */
export const campaignToFollow = async (
  db: Sql,
  campaignId: string,
): Promise<{ progress?: CampaignProgress } | undefined> => {
  const campaign = await findCampaignTotals(db, campaignId);
  if (!campaign) return undefined;
  return campaign.status === 'approved' ? { progress: campaignProgressFrom(campaign) } : {};
};

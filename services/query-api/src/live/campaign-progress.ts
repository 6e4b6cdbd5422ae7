import { campaignProgressFrom, type CampaignProgress } from '@harambee/read-models';
import type { ReadStore } from '../read-store/port';

/**
 * A campaign a socket may follow, in one query: undefined when there is no such campaign, else its
 * totals in the shape the projector announces once it is approved.
 */
export const campaignToFollow = async (
  reads: ReadStore,
  campaignId: string,
): Promise<{ progress?: CampaignProgress } | undefined> => {
  const campaign = await reads.findCampaignTotals(campaignId);
  if (!campaign) return undefined;
  return campaign.status === 'approved' ? { progress: campaignProgressFrom(campaign) } : {};
};

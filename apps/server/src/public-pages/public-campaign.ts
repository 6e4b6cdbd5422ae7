import type { CampaignListing } from '@harambee/query-api';
import type { PageReads } from './page-reads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The campaign anyone may see: approved and not deleted. A pending or rejected one is shown only in the app, after
 * sign-in; a deleted one only to admins.
 */
export const findPublicCampaign = async (
  reads: Pick<PageReads, 'findCampaign'>,
  campaignId: string,
): Promise<CampaignListing | undefined> => {
  if (!UUID.test(campaignId)) return undefined;
  const campaign = await reads.findCampaign(campaignId);
  return campaign?.status === 'approved' && !campaign.deleted_at ? campaign : undefined;
};

import type { Sql } from '@harambee/database';
import { type CampaignListing, findCampaign } from '@harambee/query-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The campaign anyone may see: approved. A pending or rejected one is shown only in the app, after sign-in. */
export const findPublicCampaign = async (
  db: Sql,
  campaignId: string,
): Promise<CampaignListing | undefined> => {
  if (!UUID.test(campaignId)) return undefined;
  const campaign = await findCampaign(db, campaignId);
  return campaign?.status === 'approved' ? campaign : undefined;
};

import type { TestHarambee } from '../../support/harambee-server';
import { launchCampaign } from '../../support/launch-campaign';

type NewCampaign = {
  title: string;
  creator: string;
  email: string;
  country: string;
  category?: string;
  goal?: number;
  days?: number;
};

/** A creator verifies by mail and creates a campaign; the admin approves it; resolves once it is public. */
export const createApprovedCampaign = async (
  harambee: TestHarambee,
  { title, creator, email, ...options }: NewCampaign,
): Promise<string> =>
  (await launchCampaign(harambee, { email, name: creator }, { title, ...options })).campaignId;

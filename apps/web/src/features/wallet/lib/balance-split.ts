import type { WalletCampaign } from '../types';

/**
 * What the creator can ask for now (funded campaigns not yet withdrawn, before fees) and what waits for its campaign
 * to end; money of failed campaigns goes back to the backers and counts in neither. What a campaign raised is already
 * the money it keeps (refunds and what the provider gave back left out).
 */
export const balanceSplit = (
  campaigns: readonly WalletCampaign[],
  withdrawn: ReadonlySet<string>,
) => ({
  available: campaigns
    .filter((campaign) => campaign.outcome === 'funded' && !withdrawn.has(campaign._id))
    .reduce((sum, campaign) => sum + campaign.amountRaised, 0),
  held: campaigns
    .filter((campaign) => !campaign.outcome && campaign.status === 'approved')
    .reduce((sum, campaign) => sum + campaign.amountRaised, 0),
});

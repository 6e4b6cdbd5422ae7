import { dollars, live, progressPercentage, type CampaignProgress } from '@harambee/read-models';
import type { Sql } from '@harambee/platform';
import { z } from 'zod';

const totals = z.object({
  id: z.string(),
  goal_cents: z.coerce.number(),
  amount_raised_cents: z.coerce.number(),
  donation_count: z.coerce.number(),
});

/** An approved campaign's totals in the shape the projector NOTIFYs. */
export const campaignProgressOf = async (
  db: Sql,
  campaignId: string,
): Promise<CampaignProgress | undefined> => {
  const [row] = await db.query(
    `select id, goal_cents, amount_raised_cents, donation_count from ${live('campaigns')}
     where id = $1 and status = 'approved'`,
    [campaignId],
  );
  if (!row) return undefined;
  const campaign = totals.parse(row);
  return {
    campaignId: campaign.id,
    amountRaised: dollars(campaign.amount_raised_cents),
    goalAmount: dollars(campaign.goal_cents),
    donationCount: campaign.donation_count,
    progressPercentage: progressPercentage(campaign.amount_raised_cents, campaign.goal_cents),
  };
};

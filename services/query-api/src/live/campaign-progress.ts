import { dollars, live, progressPercentage, type CampaignProgress } from '@harambee/read-models';
import type { Sql } from '@harambee/database';
import { z } from 'zod';

const totals = z.object({
  id: z.string(),
  goal_cents: z.coerce.number(),
  amount_raised_cents: z.coerce.number(),
  donation_count: z.coerce.number(),
  amount_refunded_cents: z.coerce.number(),
  status: z.string(),
});

/**
 * A campaign a socket may follow, in one query: undefined when there is no such campaign, else its
 * totals in the shape the projector NOTIFYs once it is approved.
 */
export const campaignToFollow = async (
  db: Sql,
  campaignId: string,
): Promise<{ progress?: CampaignProgress } | undefined> => {
  const [row] = await db.query(
    `select id, status, goal_cents, amount_raised_cents, donation_count, amount_refunded_cents from ${live('campaigns')} where id = $1`,
    [campaignId],
  );
  if (!row) return undefined;
  const campaign = totals.parse(row);
  if (campaign.status !== 'approved') return {};
  return { progress: {
    campaignId: campaign.id,
    amountRaised: dollars(campaign.amount_raised_cents),
    goalAmount: dollars(campaign.goal_cents),
    donationCount: campaign.donation_count,
    progressPercentage: progressPercentage(campaign.amount_raised_cents, campaign.goal_cents),
    amountRefunded: dollars(campaign.amount_refunded_cents),
  } };
};

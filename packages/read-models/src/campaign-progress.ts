import type { z } from 'zod';
import type { CampaignProgress } from './live-channels';
import { dollars, progressPercentage } from './money';
import { campaignRow } from './rows';

/** The columns of a campaign that its live progress is made of. */
export const campaignTotalsRow = campaignRow.pick({
  id: true,
  goal_cents: true,
  amount_raised_cents: true,
  donation_count: true,
  amount_refunded_cents: true,
});
export type CampaignTotalsRow = z.infer<typeof campaignTotalsRow>;

/** A campaign's totals as live clients hear them: in dollars, progress capped at 100. */
export const campaignProgressFrom = (row: CampaignTotalsRow): CampaignProgress => ({
  campaignId: row.id,
  amountRaised: dollars(row.amount_raised_cents),
  goalAmount: dollars(row.goal_cents),
  donationCount: row.donation_count,
  progressPercentage: progressPercentage(row.amount_raised_cents, row.goal_cents),
  amountRefunded: dollars(row.amount_refunded_cents),
});

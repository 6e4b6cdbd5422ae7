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
  amount_reversed_cents: true,
});
export type CampaignTotalsRow = z.infer<typeof campaignTotalsRow>;
type Given = Pick<
  CampaignTotalsRow,
  'amount_raised_cents' | 'amount_refunded_cents' | 'amount_reversed_cents'
>;

/**
 * What a campaign raised as its pages show it: the money it keeps, what was given less our refunds and what the
 * provider gave back (its dashboard's refunds, disputes lost). The campaign's end decides on the same money.
 */
export const keptCents = (row: Given) =>
  Math.max(0, row.amount_raised_cents - row.amount_refunded_cents - row.amount_reversed_cents);

/** Why what is raised is less than what was given, in dollars; nothing when nothing left. */
export const raisedDropOf = (row: Given) =>
  row.amount_refunded_cents === 0 && row.amount_reversed_cents === 0
    ? {}
    : {
        raisedDrop: {
          given: dollars(row.amount_raised_cents),
          refunded: dollars(row.amount_refunded_cents),
          reversedByProvider: dollars(row.amount_reversed_cents),
        },
      };

/** A campaign's totals as live clients hear them: in dollars, raised as kept, progress capped at 100. */
export const campaignProgressFrom = (row: CampaignTotalsRow): CampaignProgress => ({
  campaignId: row.id,
  amountRaised: dollars(keptCents(row)),
  goalAmount: dollars(row.goal_cents),
  donationCount: row.donation_count,
  progressPercentage: progressPercentage(keptCents(row), row.goal_cents),
  amountRefunded: dollars(row.amount_refunded_cents),
});

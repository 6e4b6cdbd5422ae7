import { campaignRow, campaignTotalsRow } from '@harambee/read-models';
import { z } from 'zod';

/** A campaign as every read of it answers: the row, whole days left, and its creator as the users know them. */
const campaignListing = campaignRow.extend({
  days_remaining: z.coerce.number(),
  creator_name: z.string().nullable(),
  creator_email: z.string().nullable(),
  creator_phone: z.string().nullable(),
  creator_country: z.string().nullable(),
});
export type CampaignListing = z.infer<typeof campaignListing>;
export const parseCampaign = (row: unknown) => campaignListing.parse(row);

/** The lists an admin filters by: a review status, the featured ones, all, or those deleted (never in the others). */
export const statusFilters = [
  'pending',
  'approved',
  'rejected',
  'featured',
  'all',
  'deleted',
] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** Related campaigns: up to 4, so a page showing 3 knows there are more. */
export const RELATED_LIMIT = 4;

/** A campaign's totals and status, for a socket that follows it. */
export const followedCampaign = campaignTotalsRow.extend({ status: z.string() });

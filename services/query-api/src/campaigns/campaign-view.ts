import { campaignRow, dollars, live, progressPercentage } from '@harambee/read-models';
import { z } from 'zod';
import { uploadPath } from '../upload-path';
import { isSelfOrAdmin, type Viewer } from '../viewer';

/** Whole days until the end date, never below 0; the same expression filters the search. */
export const daysRemainingSql = `greatest(0, ceil(extract(epoch from (c.end_date - now())) / 86400))::int`;

export const campaignColumns = `
  c.id, c.creator_id, c.title, c.story, c.category, c.goal_cents::float8 as goal_cents,
  c.amount_raised_cents::float8 as amount_raised_cents, c.donation_count, c.end_date, c.image_path,
  c.country, c.status, c.featured, c.verified, c.created_at, c.updated_at, c.outcome, c.ended_at, c.close_reason,
  c.amount_refunded_cents::float8 as amount_refunded_cents,
  ${daysRemainingSql} as days_remaining,
  u.name as creator_name, u.email as creator_email, u.phone as creator_phone, u.country as creator_country`;

export const campaignFrom = `${live('campaigns')} c left join ${live('users')} u on u.id = c.creator_id`;

export const campaignSelect = `select ${campaignColumns} from ${campaignFrom}`;

const campaignListing = campaignRow.extend({
  days_remaining: z.coerce.number(),
  creator_name: z.string().nullable(),
  creator_email: z.string().nullable(),
  creator_phone: z.string().nullable(),
  creator_country: z.string().nullable(),
});
export type CampaignListing = z.infer<typeof campaignListing>;
export const parseCampaign = (row: unknown) => campaignListing.parse(row);

export const visibleTo = (campaign: CampaignListing, viewer: Viewer) =>
  campaign.status === 'approved' || isSelfOrAdmin(viewer, campaign.creator_id);

const creatorOf = (row: CampaignListing, viewer: Viewer) => ({
  _id: row.creator_id,
  name: row.creator_name ?? '',
  country: row.creator_country ?? row.country,
  ...(isSelfOrAdmin(viewer, row.creator_id)
    ? { email: row.creator_email, phone: row.creator_phone }
    : {}),
});

/** Once ended: funded or failed, and what was refunded beside what was raised. */
const endedOf = (row: CampaignListing) =>
  row.outcome ? { outcome: row.outcome, amountRefunded: dollars(row.amount_refunded_cents) } : {};

/**
 * The spec's Campaign entity; the creator's email and phone only for the creator and admins; the outcome
 * and the amount refunded once the campaign has ended.
 */
export const campaignJson = (row: CampaignListing, viewer: Viewer) => ({
  _id: row.id,
  title: row.title,
  story: row.story,
  description: row.story,
  imagePath: uploadPath(row.image_path),
  goalAmount: dollars(row.goal_cents),
  amountRaised: dollars(row.amount_raised_cents),
  donationCount: row.donation_count,
  daysRemaining: row.days_remaining,
  progressPercentage: progressPercentage(row.amount_raised_cents, row.goal_cents),
  category: row.category,
  endDate: row.end_date.toISOString(),
  status: row.status,
  featured: row.featured,
  verified: row.verified,
  country: row.country,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  creator: creatorOf(row, viewer),
  ...endedOf(row),
});

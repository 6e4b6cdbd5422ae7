import { live } from '@harambee/read-models';

/** Whole days until the end date, never below 0; the same expression filters the search. */
/** Whole days left, never below 0 nor above the campaign's length in UTC days: `daysLeft` of `@harambee/rules`. */
export const daysRemainingSql = `greatest(0, least(ceil(extract(epoch from (c.end_date - now())) / 86400),
  (c.end_date at time zone 'UTC')::date - (c.created_at at time zone 'UTC')::date))::int`;

export const campaignColumns = `
  c.id, c.creator_id, c.title, c.story, c.category, c.goal_cents::float8 as goal_cents,
  c.amount_raised_cents::float8 as amount_raised_cents, c.donation_count, c.end_date, c.image_path,
  c.country, c.status, c.featured, c.verified, c.created_at, c.updated_at, c.outcome, c.ended_at, c.close_reason, c.rejection_reason,
  c.amount_refunded_cents::float8 as amount_refunded_cents, c.pending_edit, c.edit_rejection, c.short_code,
  c.amount_reversed_cents::float8 as amount_reversed_cents, c.deleted_at, c.deleted_by, c.deleted_reason,
  ${daysRemainingSql} as days_remaining,
  u.name as creator_name, u.email as creator_email, u.phone as creator_phone, u.country as creator_country`;

export const campaignFrom = `${live('campaigns')} c left join ${live('users')} u on u.id = c.creator_id`;

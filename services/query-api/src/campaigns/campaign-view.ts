import { NotFoundError } from '@harambee/platform';
import { dollars, keptCents, progressPercentage, raisedDropOf } from '@harambee/read-models';
import { uploadPath } from '../upload-path';
import { isAdmin, isSelfOrAdmin, type Viewer } from '../viewer';
import type { CampaignListing } from './campaign-listing';

/** Approved, or their own, or any for an admin; once deleted, only for admins. */
export const visibleTo = (campaign: CampaignListing, viewer: Viewer) =>
  campaign.deleted_at
    ? isAdmin(viewer)
    : campaign.status === 'approved' || isSelfOrAdmin(viewer, campaign.creator_id);

/** The campaign when this caller may see it (see `visibleTo`); else 404. */
export const requireVisible = (campaign: CampaignListing | undefined, viewer: Viewer) => {
  if (!campaign || !visibleTo(campaign, viewer))
    throw new NotFoundError({ key: 'api.campaign.notFound' });
  return campaign;
};

const creatorOf = (row: CampaignListing, viewer: Viewer) => ({
  _id: row.creator_id,
  name: row.creator_name ?? '',
  country: row.creator_country ?? row.country,
  ...(isSelfOrAdmin(viewer, row.creator_id)
    ? { email: row.creator_email, phone: row.creator_phone }
    : {}),
});

/** A live campaign's edit awaiting review and why the last one was turned down: for its creator and admins. */
const reviewOf = (row: CampaignListing, viewer: Viewer) => {
  if (!isSelfOrAdmin(viewer, row.creator_id)) return {};
  const edit = row.pending_edit;
  return {
    pendingEdit: edit && {
      title: edit.title,
      story: edit.story,
      category: edit.category,
      imagePath: uploadPath(edit.image_path),
      editedAt: edit.edited_at,
    },
    editRejection: row.edit_rejection,
  };
};

/** Once ended: funded or failed, and what was refunded beside what was raised. */
const endedOf = (row: CampaignListing) =>
  row.outcome ? { outcome: row.outcome, amountRefunded: dollars(row.amount_refunded_cents) } : {};

/** Who deleted it, when and why: only admins see a deleted campaign. */
const deletionOf = (row: CampaignListing) =>
  row.deleted_at
    ? {
        deleted: {
          at: row.deleted_at.toISOString(),
          by: row.deleted_by,
          reason: row.deleted_reason,
        },
      }
    : {};

/** Why a rejected campaign was rejected, for its creator and admins. */
const rejectionOf = (row: CampaignListing, viewer: Viewer) =>
  row.status === 'rejected' && row.rejection_reason && isSelfOrAdmin(viewer, row.creator_id)
    ? { rejectionReason: row.rejection_reason }
    : {};

/** The code a phone dials it by (USSD, SMS), once it has one. */
const shortCodeOf = (row: CampaignListing) => (row.short_code ? { shortCode: row.short_code } : {});

/**
 * The spec's Campaign entity; the creator's email and phone only for the creator and admins; the outcome
 * and the amount refunded once the campaign has ended. Raised and progress are the money kept (as the campaign's
 * end decides), with why it is less than what was given once it is.
 */
export const campaignJson = (row: CampaignListing, viewer: Viewer) => ({
  _id: row.id,
  title: row.title,
  story: row.story,
  description: row.story,
  imagePath: uploadPath(row.image_path),
  goalAmount: dollars(row.goal_cents),
  amountRaised: dollars(keptCents(row)),
  donationCount: row.donation_count,
  daysRemaining: row.days_remaining,
  progressPercentage: progressPercentage(keptCents(row), row.goal_cents),
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
  ...raisedDropOf(row),
  ...deletionOf(row),
  ...shortCodeOf(row),
  ...rejectionOf(row, viewer),
  ...reviewOf(row, viewer),
});

import { z } from 'zod';
import { defineEvent } from './define-event';
import { category, cents, id, isoDate } from './shared-fields';

export const CampaignCreated = defineEvent(
  'CampaignCreated',
  1,
  z.object({
    campaignId: id,
    creatorId: id,
    title: z.string(),
    story: z.string(),
    goalCents: cents,
    category,
    endDate: isoDate,
    imagePath: z.string(),
    country: z.string(),
    createdAt: isoDate,
  }),
);

export const CampaignEdited = defineEvent(
  'CampaignEdited',
  1,
  z.object({
    campaignId: id,
    title: z.string(),
    story: z.string(),
    category,
    imagePath: z.string(),
    editedAt: isoDate,
  }),
);

/** An edit of a live campaign: it waits for review while the approved version stays public. */
export const CampaignEditProposed = defineEvent(
  'CampaignEditProposed',
  1,
  z.object({
    campaignId: id,
    title: z.string(),
    story: z.string(),
    category,
    imagePath: z.string(),
    editedAt: isoDate,
  }),
);

const campaignAt = z.object({ campaignId: id, at: isoDate });
export const CampaignEditApproved = defineEvent('CampaignEditApproved', 1, campaignAt);
export const CampaignEditRejected = defineEvent(
  'CampaignEditRejected',
  1,
  campaignAt.extend({ reason: z.string().nullable() }),
);
export const CampaignApproved = defineEvent('CampaignApproved', 1, campaignAt);
/** The six-character code a phone dials the campaign by (USSD, SMS); one per campaign, never another's. */
export const CampaignShortCodeAssigned = defineEvent(
  'CampaignShortCodeAssigned',
  1,
  campaignAt.extend({ shortCode: z.string().regex(/^[2-9A-HJKMNP-Z]{6}$/) }),
);
/** The reason is mailed to the creator and shown on their dashboard; rejections before it was asked have none. */
export const CampaignRejected = defineEvent(
  'CampaignRejected',
  1,
  campaignAt.extend({ reason: z.string().max(500).optional() }),
);
export const CampaignFeatured = defineEvent('CampaignFeatured', 1, campaignAt);
export const CampaignUnfeatured = defineEvent('CampaignUnfeatured', 1, campaignAt);
/** Who deleted it is the event's actor; `reason`: why, for the admins' audit (deletions from before it was asked have none). */
export const CampaignDeleted = defineEvent(
  'CampaignDeleted',
  1,
  campaignAt.extend({ reason: z.string().max(500).optional() }),
);

export const CampaignUpdatePosted = defineEvent(
  'CampaignUpdatePosted',
  1,
  z.object({
    campaignId: id,
    updateId: id,
    title: z.string(),
    content: z.string(),
    postedAt: isoDate,
  }),
);

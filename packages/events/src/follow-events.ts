import { z } from 'zod';
import { defineEvent } from './define-event';
import { id, isoDate, language } from './shared-fields';

/**
 * A backer asked to hear when this creator starts a new campaign (the donate form's "Keep me posted"). Anyone
 * can type any address, so the follow waits for its owner to confirm it (FollowConfirmed) and is never mailed
 * about a campaign before; unconfirmed, it expires.
 */
export const CreatorFollowed = defineEvent(
  'CreatorFollowed',
  1,
  z.object({
    followId: id,
    creatorId: id,
    email: z.string(),
    donationId: id,
    /** The backer's language when they gave: the news of the creator's campaigns is written in it. */
    language: language.optional(),
    followedAt: isoDate,
  }),
);

/**
 * A mail asking the address's owner to confirm the follow went out, for the gift that asked; only the hash of
 * its link's secret is kept.
 */
export const FollowConfirmationMailed = defineEvent(
  'FollowConfirmationMailed',
  1,
  z.object({
    followId: id,
    creatorId: id,
    donationId: id,
    tokenHash: z.string(),
    mailedAt: isoDate,
  }),
);

/**
 * The address's owner confirmed the follow: with the mailed link, or by following while signed in with their
 * own account's address, which they proved when the account was made.
 */
export const FollowConfirmed = defineEvent(
  'FollowConfirmed',
  1,
  z.object({
    followId: id,
    creatorId: id,
    confirmedWith: z.enum(['mailedLink', 'ownAccount']),
    confirmedAt: isoDate,
  }),
);

/** The backer used the mail's unfollow link: no more mail about this creator's campaigns. */
export const CreatorUnfollowed = defineEvent(
  'CreatorUnfollowed',
  1,
  z.object({ followId: id, creatorId: id, unfollowedAt: isoDate }),
);

/** The backer was mailed once about this new campaign of the creator they follow. */
export const FollowerNotified = defineEvent(
  'FollowerNotified',
  1,
  z.object({ followId: id, creatorId: id, campaignId: id, notifiedAt: isoDate }),
);

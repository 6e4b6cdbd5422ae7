import { z } from 'zod';
import { defineEvent } from './define-event';
import { id, isoDate, language } from './shared-fields';

/** A backer asked to hear when this creator starts a new campaign (the donate form's "Keep me posted"). */
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
